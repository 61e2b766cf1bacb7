import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestBaseUrl } from '../routes/request-base-url.ts';

/** A shopper page drawn by React on the server (apps/web/src/entry-server.tsx). */
export interface DrawnPage {
  /** The page's markup, for inside `<div id="root">`. */
  html: string;
  /** The data it was drawn from, as script-safe JSON: the browser hydrates from it. */
  state: string;
}

/** What the web app's server build exports (apps/web/src/entry-server.tsx `renderPage`). */
type RenderPage = (request: {
  url: string;
  origin: string;
  get: (path: string) => Promise<{ status: number; headers: Record<string, string>; body: string }>;
}) => Promise<DrawnPage | undefined>;

/** Draws the page a request asks for, or undefined when it is not a server-drawn page. */
export type PageDrawer = (request: FastifyRequest) => Promise<DrawnPage | undefined>;

/**
 * The web app's server build, next to its browser build (`npm run build` writes apps/web/dist-server/
 * beside apps/web/dist/). Without it (the API alone, or tests that build no web app) every page is
 * drawn by the browser, as before.
 */
export async function loadPageDrawer(app: FastifyInstance, distDir: string): Promise<PageDrawer | undefined> {
  const entry = join(dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const { renderPage } = await import(pathToFileURL(entry).href) as { renderPage: RenderPage };
  // The page's data comes from the API answering itself, with none of the visitor's cookies or headers:
  // what is drawn is what anyone with the address may read, the same answers the browser would get.
  const get = async (path: string) => {
    const answer = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    // The shopper pages read only the body (no list headers), so only its type is passed on.
    const type = answer.headers['content-type'];
    const headers: Record<string, string> = typeof type === 'string' ? { 'content-type': type } : {};
    return { status: answer.statusCode, headers, body: answer.body };
  };
  return (request) => renderPage({ url: request.url, origin: requestBaseUrl(app.ctx.env, request), get });
}
