import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logOutput } from './log-output.ts';

/** What one info line looks like through the options logOutput gives. */
async function firstLine(isTerminal: boolean): Promise<string> {
  const options = logOutput(undefined, isTerminal);
  const sink = new PassThrough();
  const chunks: string[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  // The transport's own destination is stdout; here the same target writes to the sink instead.
  const destination = options.transport
    ? (await import('pino-pretty')).default({ ...options.transport.options, destination: sink, colorize: false, sync: true })
    : sink;
  pino({ base: { pid: 1, hostname: 'h' } }, destination).info({ route: '/api/health' }, 'Juntaí pronto');
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join('').trim();
}

describe('log output', () => {
  it('is one JSON object per line when stdout is not a terminal (a file, a pipe, a container)', async () => {
    expect(JSON.parse(await firstLine(false))).toMatchObject({ level: 30, msg: 'Juntaí pronto', route: '/api/health' });
  });

  it('is a readable line on a terminal: time, level and message, no process id or host', async () => {
    const line = await firstLine(true);
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Juntaí pronto \{"route":"\/api\/health"\}$/);
  });

  it('goes to the stream a test gives, whatever stdout is', () => {
    const stream = { write: () => {} };
    expect(logOutput(stream, true)).toEqual({ stream });
  });
});
