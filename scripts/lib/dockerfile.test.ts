import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test scripts (Node builtins only, no types)
import { parseDockerfile } from './dockerfile.mjs';

describe('reading a Dockerfile for the replay', () => {
  it('splits stages and keeps each step, continuations joined and comments dropped', () => {
    const stages = parseDockerfile([
      'FROM node:20 AS build', 'WORKDIR /app', '# a comment', 'COPY . .', 'RUN npm ci \\', '  --include=dev',
      'FROM node:20-slim', 'ENV NODE_ENV=production PORT=3000', 'COPY --from=build /app/dist ./dist', 'USER node',
      'HEALTHCHECK --interval=5s \\', '  CMD ["node", "-e", "1"]', 'CMD ["node", "dist/main.js"]',
    ].join('\n'));
    expect(stages.map((s: { name: string }) => s.name)).toEqual(['build', '1']);
    expect(stages[0].steps).toEqual([
      { kind: 'WORKDIR', path: '/app' },
      { kind: 'COPY', from: undefined, sources: ['.'], destination: '.' },
      { kind: 'RUN', command: ['sh', '-c', 'npm ci --include=dev'] },
    ]);
    expect(stages[1].steps).toEqual([
      { kind: 'ENV', env: { NODE_ENV: 'production', PORT: '3000' } },
      { kind: 'COPY', from: 'build', sources: ['/app/dist'], destination: './dist' },
      { kind: 'USER', user: 'node' },
      { kind: 'HEALTHCHECK', options: '--interval=5s', command: ['node', '-e', '1'] },
      { kind: 'CMD', command: ['node', 'dist/main.js'] },
    ]);
  });

  it('refuses an instruction the replay does not follow, rather than skipping it', () => {
    expect(() => parseDockerfile('FROM node:20\nADD https://example.com/x /x')).toThrow('ADD não é reproduzido');
  });

  it("reads the repository's own Dockerfile: a build stage, then a final stage that runs as a non-root user with a readiness check", () => {
    const stages = parseDockerfile(readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8'));
    const final = stages.at(-1);
    expect(stages[0].name).toBe('build');
    expect(final.steps.filter((s: { kind: string }) => s.kind === 'USER').at(-1).user).not.toBe('root');
    expect(final.steps.find((s: { kind: string }) => s.kind === 'HEALTHCHECK').command.join(' ')).toContain('/api/health/ready');
    expect(final.steps.filter((s: { kind: string; from?: string }) => s.kind === 'COPY').every((s: { from?: string }) => s.from === 'build')).toBe(true);
  });
});
