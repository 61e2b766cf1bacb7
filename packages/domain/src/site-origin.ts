/** The WHATWG URL parser of the runtime (browser or Node), the one the browser follows the link with. */
interface ParsedUrl { protocol: string; hostname: string; username: string; password: string; origin: string; href: string }
const Url = (globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl }).URL;

/**
 * A store's own site (its "Endereço do site da loja", /admin/settings) as an origin: scheme, host and
 * port of an absolute http(s) address, or undefined for anything else.
 */
export function siteOrigin(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new Url(address.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.username || url.password) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** This machine: a store under development is served over plain http there, and browsers trust it as secure. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/**
 * What a store may save as its site: its origin when the address is https (or http on this machine,
 * for a store under development), undefined for anything else. "http://minhaloja.com.br" is refused as
 * "minhaloja.com.br" is: a shopper's way back to the store must not leave https.
 */
export function storeSiteOrigin(address: string | null | undefined): string | undefined {
  const origin = siteOrigin(address);
  if (origin === undefined) return undefined;
  const url = new Url(origin);
  return url.protocol === 'https:' || LOOPBACK.test(url.hostname) ? origin : undefined;
}

/**
 * True when `address` lies on the store's own site (same origin as `site`). The way back to a store
 * (`voltar=`) is only offered then: any other address could be a look-alike page that receives the
 * group's link.
 */
export function isOnStoreSite(address: string | null | undefined, site: string | null | undefined): boolean {
  const origin = siteOrigin(address);
  return origin !== undefined && origin === siteOrigin(site);
}

/**
 * `pathOrUrl` as an absolute http(s) address (relative ones against `origin`), or undefined: a crawler
 * reading a link preview cannot follow a relative or broken address, so it is left out instead.
 */
export function absoluteUrl(pathOrUrl: string, origin: string | undefined): string | undefined {
  try {
    const url = origin ? new Url(pathOrUrl, origin) : new Url(pathOrUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
