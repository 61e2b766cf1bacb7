import { isIPv6 } from 'node:net';

/**
 * The key a client is counted under for the caps of limits.ts: its IPv4 address, or the /64 of its
 * IPv6 address. An ISP hands each subscriber a whole /64 (at least), so counting single IPv6
 * addresses would let one client rotate through 2^64 of them.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return mapped;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, lower case without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.toLowerCase().split('::');
  const split = (part: string) => (part ? part.split(':') : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16).toString(16) : g));
}
