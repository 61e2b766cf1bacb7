/** Fastify's logger options for where log lines go and how they look. */
interface LogOutput {
  stream?: { write(line: string): void };
  transport?: { target: string; options: Record<string, unknown> };
}

/**
 * A person at a terminal reads the log pretty-printed (pino-pretty, in pino's own worker thread, so the
 * request path does not pay for the formatting); anything else (a file, a pipe, a container's log
 * driver) gets pino's JSON, one line per entry, for machines to parse. Tests pass their own stream.
 */
export function logOutput(stream: LogOutput['stream'], isTerminal = process.stdout.isTTY === true): LogOutput {
  if (stream) return { stream };
  if (!isTerminal) return {};
  return { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true } } };
}
