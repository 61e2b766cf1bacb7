import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { escapeHtml, headMetaTags, isPagePath, type PageHead, pageAddress, scriptSafeJson, STRUCTURED_DATA_ID } from '@juntai/contract';
import { isDemo } from '../mode.ts';
import { requestBaseUrl } from '../routes/request-base-url.ts';
import { withDemoNotice } from './demo-notice.ts';
import { type RenderedPage, loadWebServerBuild, type WebServerBuild } from './page-drawing.ts';
import { createRoutePreloads } from './route-preloads.ts';

const here = dirname(fileURLToPath(import.meta.url));
const defaultDist = resolve(here, '../../../web/dist');

/** Where the built web app is: WEB_DIST_DIR, else apps/web/dist. */
export const webDistDir = (env: { WEB_DIST_DIR?: string | undefined }): string => env.WEB_DIST_DIR ?? defaultDist;

/** A page's head (`@juntai/contract` page-heads.ts) as the tags crawlers read. */
function headTags(head: PageHead): string {
  return [
    ...headMetaTags(head).map(([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`),
    // Data, not code: no browser runs it, so the content security policy has nothing to allow.
    head.structuredData ? `<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${scriptSafeJson(head.structuredData)}</script>` : '',
  ].filter(Boolean).join('\n    ');
}

/**
 * The app's HTML (apps/web/index.html as built), cut once, when the server starts, where a page's own
 * parts go: its head in place of the default title and description, the tags naming its code at the end
 * of the head, and its drawing in the root. A drawn page paints from its HTML and stylesheet alone, and
 * its scripts only make it answer taps: its variant of the tags (`codeLast`) asks for them at low
 * priority, leaving a slow connection to the stylesheet and the page's images first.
 */
export type AppHtml = ReturnType<typeof cutAppHtml>;

const ROOT = '<div id="root"></div>';

export function cutAppHtml(html: string) {
  const headEnd = html.indexOf('</head>');
  const spans = [['<title>', '</title>'], ['<meta name="description"', '>']].map(([mark, close]) => [html.indexOf(mark!), close!] as const)
    .filter(([at]) => at >= 0).map(([at, close]) => [at, html.indexOf(close, at) + close.length]);
  const defaultsAt = Math.min(headEnd, ...spans.map(([at]) => at!));
  const defaultsEnd = Math.max(defaultsAt, ...spans.map(([, end]) => end!));
  const code = html.slice(defaultsEnd, headEnd);
  const rootAt = html.indexOf(ROOT);
  return {
    start: html.slice(0, defaultsAt), defaultHead: html.slice(defaultsAt, defaultsEnd), code,
    codeLast: code.replaceAll('<script type="module"', '$& fetchpriority="low"').replaceAll('<link rel="modulepreload"', '$& fetchpriority="low"'),
    body: html.slice(headEnd, rootAt), end: html.slice(rootAt + ROOT.length),
  };
}

/**
 * The app's HTML for one page: the tags naming its code, or its drawing with the data it was drawn
 * from and its head (title and social preview tags: crawlers, WhatsApp's link preview among them, run
 * no JavaScript, so what they show must be in the HTML the server sends).
 */
export function renderIndexHtml(html: AppHtml, preloads = '', drawn?: RenderedPage): string {
  const head = drawn?.head ? `<title>${escapeHtml(drawn.head.title)}</title>\n    ${headTags(drawn.head)}` : html.defaultHead;
  // A page drawn on the server: its markup in the root, and the data it was drawn from beside it (JSON,
  // which no browser runs: the app reads it to hydrate, entry-server.tsx made it script-safe).
  const root = drawn ? `<div id="root">${drawn.html}</div>\n    <script id="juntai-state" type="application/json">${drawn.state}</script>` : ROOT;
  return `${html.start}${head}${drawn ? html.codeLast : html.code}${preloads ? `    ${preloads}\n  ` : ''}${html.body}${root}${html.end}`;
}

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends the app's HTML; a shopper page comes drawn by the server with its head (title, preview
     * tags, structured data: plugins/page-drawing.ts). `drawnFrom`, the object the page shows (a
     * group's view, kept until it changes), is drawn again as soon as it is another object.
     */
    sendApp(drawnFrom?: object): FastifyReply;
  }
}

/**
 * How long one drawing of a page is sent again to every request for the same address: its data is at
 * most this old (a group's countdown is drawn to the second), and a page asked for by many phones at
 * once is drawn once, not once per phone.
 */
export const DRAWING_REUSE_MS = 1000;
/** Drawings kept at most (by address); the oldest goes first. */
const KEPT_DRAWINGS = 500;

/**
 * Serves the built web app: its files, and its HTML at every other address outside the API.
 * `serverBuild` is the web app's server build (by default the one built beside `distDir`).
 */
export async function registerSpa(app: FastifyInstance, serverBuild?: WebServerBuild, distDir = webDistDir(app.ctx.env)): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing): run "npm run build"`);
  }
  let template: AppHtml | undefined;
  const demo = isDemo(app.ctx.env);
  const readTemplate = () => (existsSync(indexPath)
    ? readFileSync(indexPath, 'utf8')
    : '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Juntaí</title></head><body><p>O app web ainda não foi compilado: rode <code>npm run build</code>.</p><div id="root"></div></body></html>');
  const loadTemplate = () => (template ??= cutAppHtml(demo ? withDemoNotice(readTemplate()) : readTemplate()));

  const web = serverBuild ?? await loadWebServerBuild(distDir);
  const routePreloads = createRoutePreloads(distDir, web?.pageModules ?? []);
  const drawPage = web && ((request: FastifyRequest, url: string) => web.renderPage({ url, origin: requestBaseUrl(app.ctx.env, request), reads: app.publicReads }));
  // Each address's latest drawing, as the promise of the page's HTML: while one is being drawn, every
  // request for the address waits for that one instead of drawing the same page again.
  // Kept as bytes, sent as they are (compressed on each answer by plugins/compression.ts).
  const drawings = new Map<string, { at: number; from: object | undefined; body: Promise<Buffer> }>();
  app.decorateReply('sendApp', function (this: FastifyReply, drawnFrom?: object) {
    const path = this.request.url.split('?')[0] ?? '/';
    const reply = this.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // A drawn page does not preload its route's code: the phone shows the drawing first and fetches the
    // code after the app's entry (Lighthouse mobile, /g/{linkId}: LCP 2.7 → 1.7 s; the preloaded code was
    // fetched and run before the first paint). A page the browser draws still needs its code first.
    const page = (drawn?: RenderedPage) => renderIndexHtml(loadTemplate(), drawn ? '' : routePreloads(path), drawn);
    // Only a page that exists is drawn: a 404 gets the app, which shows its own 'not found'.
    if (!drawPage || reply.statusCode !== 200) return reply.send(page());
    const now = app.ctx.clock.elapsedMs();
    // Kept per page address (the path and the parameters the page reads, never the raw query string, so a
    // random parameter cannot make every request a new drawing) and host: the links and preview a drawing
    // holds name the address it was asked at.
    const drawnUrl = pageAddress(this.request.url);
    const address = `${this.request.host}${drawnUrl}`;
    let kept = drawings.get(address);
    if (!kept || kept.from !== drawnFrom || now - kept.at >= DRAWING_REUSE_MS) {
      const body = drawPage(this.request, drawnUrl).then((drawn) => Buffer.from(page(drawn)), (error: unknown) => {
        // The browser can always draw the page itself: a failed drawing costs speed, never the page.
        this.request.log.error({ err: error }, 'page drawing failed');
        return Buffer.from(page());
      });
      kept = { at: now, from: drawnFrom, body };
      drawings.delete(address);
      if (drawings.size >= KEPT_DRAWINGS) drawings.delete(drawings.keys().next().value as string);
      drawings.set(address, kept);
    }
    void kept.body.then((html) => reply.send(html));
    return reply;
  });

  // History fallback: any other address outside the API gets the app, with status 404 off PAGE_PATHS (so
  // crawlers and link previews do not take a mistyped address for a page). A route: @fastify/compress
  // compresses routes only, and uncompressed, /marketplace's 61 KB reached a slow phone after its first paint.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return path === '/api' || path.startsWith('/api/') ? reply.callNotFound() : reply.status(isPagePath(path) ? 200 : 404).sendApp();
  });

  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes file.br and file.gz beside each text file (apps/web/vite.config.ts): the
      // variant the browser accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`.
      preCompressed: true,
      setHeaders: ((reply: FastifyReply, path: string) => {
        // Vite fingerprints everything under assets/, so those can be cached for good.
        if (path.startsWith(join(distDir, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
        // The widget keeps the address stores pasted: cached 5 minutes, then revalidated by ETag, so a
        // new version reaches every store within minutes. Store pages load it from their own origin.
        else if (/[/\\]widget\.js(\.(br|gz))?$/.test(path)) {
          reply.header('cache-control', 'public, max-age=300, must-revalidate');
          reply.header('cross-origin-resource-policy', 'cross-origin');
          reply.header('access-control-allow-origin', '*');
        }
        // The HTML names the current fingerprints: revalidated every time, so a deploy is never stale.
        else if (/\.html(\.(br|gz))?$/.test(path)) reply.header('cache-control', 'no-cache');
      }) as never,
    });
  }
}
