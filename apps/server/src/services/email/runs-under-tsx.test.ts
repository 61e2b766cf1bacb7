import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const html = fileURLToPath(new URL('./html.ts', import.meta.url));

/**
 * Vitest compiles the layout with the server's tsconfig; the dev server, the benchmarks and some tests
 * run the server under tsx from the repository's root, where no tsconfig sets JSX (the build sets it in
 * apps/server/tsconfig.build.json). Rendered there, the layout must
 * not fall back to React.createElement without React in scope (every e-mail would then fail to send).
 */
describe('the HTML layout as the server process loads it', () => {
  it('renders under tsx started from the repository root', async () => {
    const script = `const { renderEmailHtml } = await import(${JSON.stringify(html)});
      process.stdout.write(renderEmailHtml({ greeting: 'Olá, Zé!', blocks: [] }, { platformName: 'Juntaí', supportEmail: null }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repositoryRoot });
    expect(stdout).toMatch(/^<!DOCTYPE html/);
    expect(stdout).toContain('Olá, Zé!');
  });
});
