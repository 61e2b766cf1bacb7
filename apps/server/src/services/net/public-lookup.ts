import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address.ts';

/** A URL a user gave the server to fetch or call: https (or http when `publicOnly` is off), no credentials in it; undefined otherwise. */
export function outboundUrl(raw: string, publicOnly: boolean): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && (publicOnly || url.protocol !== 'http:')) return undefined;
  return url.username || url.password ? undefined : url;
}

/** A request target a user named is refused when it is a private or loopback literal (unless `publicOnly` is off for local tests). */
export function isRefusedLiteral(hostname: string, publicOnly: boolean): boolean {
  const literal = hostname.replace(/^\[|\]$/g, '');
  return publicOnly && isIP(literal) !== 0 && !isPublicAddress(literal);
}

/**
 * The DNS lookup of a request to an address a user gave (an image URL, a store's webhook). In
 * production every address the name resolves to must be public: the check runs in the connection's own
 * lookup, so a name cannot resolve to a public address for a check and a private one for the
 * connection. `publicOnly` is off only with ALLOW_PRIVATE_OUTBOUND (local tests). `onRefused` tells the caller why the request then fails.
 */
export function publicOnlyLookup(publicOnly: boolean, onRefused: () => void): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as Array<{ address: string; family: number }>;
      if (publicOnly && list.some((a) => !isPublicAddress(a.address))) {
        onRefused();
        return callback(new Error('endereço interno'), '', 0);
      }
      const first = list[0]!;
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      return callback(null, first.address, first.family);
    });
  };
}
