import { normalizeIP } from '@fastify/rate-limit';

/**
 * The key a client is counted under by every per-address limit (rate limits, login delays, creation
 * and stream caps): its IPv4 address (also when written IPv4-mapped), or the /64 prefix of its IPv6
 * address. An ISP hands each subscriber a whole /64 (at least), so counting single IPv6 addresses
 * would let one client rotate through 2^64 of them. @fastify/rate-limit's own normalisation, so its
 * in-memory limits and ours count the same client the same way.
 */
export function clientAddressKey(ip: string): string {
  return normalizeIP(ip);
}
