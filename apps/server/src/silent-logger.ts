import type { FastifyBaseLogger } from 'fastify';

const nothing = () => undefined;

/** A logger that writes nothing: for scripts (benchmarks) that build an AppContext without an app. */
export const silentLogger: FastifyBaseLogger = {
  level: 'silent', fatal: nothing, error: nothing, warn: nothing, info: nothing, debug: nothing, trace: nothing, silent: nothing,
  child: () => silentLogger,
};
