import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { clientAddressKey } from '../services/abuse/client-address.ts';
import { RateLimitedError } from '../services/rate-limits/rate-limited-error.ts';

/**
 * @fastify/rate-limit, off by default: routes that need it opt in with `config.rateLimit`. Each such
 * route gets a store of its own, and the plugin's default key is the caller's address (an IPv6
 * address counted by its /64, as one subscriber holds at least that prefix), so a query string never buys
 * a fresh bucket. A route that keys on more than the address uses `addressAnd`.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new RateLimitedError(context.ttl / 1000),
  });
}

/** The caller's address as the rate limits and the login delays count it. */
export const callerAddress = (request: FastifyRequest): string => clientAddressKey(request.ip);

/** A key generator: the caller's address plus a route parameter (never the raw URL, which carries the query). */
export const addressAnd = (param: string) => (request: FastifyRequest): string =>
  `${callerAddress(request)}|${String((request.params as Record<string, unknown> | undefined)?.[param] ?? '')}`;
