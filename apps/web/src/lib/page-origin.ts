/**
 * The app's address as the visitor sees it ("https://juntai.com.br"), for the links a page shows and
 * shares. In the browser, the page's own origin; while the server draws a page (entry-server.tsx), the
 * address the request came to, so the link drawn on the server is the one the browser then hydrates.
 */
let serverOrigin: () => string = () => '';

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin() : window.location.origin;
}

/** Where the server renderer's current request came to (set once by entry-server.tsx). */
export function setServerOrigin(origin: () => string): void {
  serverOrigin = origin;
}
