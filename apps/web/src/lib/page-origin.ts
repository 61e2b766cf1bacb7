/**
 * The app's address as the visitor sees it ("https://juntai.com.br"), for the links a page shows and
 * shares. In the browser, the page's own origin; while the server draws a page (entry-server.tsx), the
 * address the request came to, so the link drawn on the server is the one the browser then hydrates.
 */
let serverOrigin = '';

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

/**
 * Runs `draw` with the page origin of one request. The drawing itself is synchronous (renderToString),
 * so drawings that run at the same time never see each other's origin.
 */
export function withServerOrigin<T>(origin: string, draw: () => T): T {
  serverOrigin = origin;
  try {
    return draw();
  } finally {
    serverOrigin = '';
  }
}
