import { Writable } from 'node:stream';

/** One JSON log line as pino writes it. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

/** pino's numbers for the levels tests look at. */
export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;

/** A stream an app logs to (`logStream`), and the lines written so far, parsed. */
export function logLines(): { stream: Writable; lines: LogLine[]; clear(): void } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { stream, lines, clear: () => void lines.splice(0) };
}
