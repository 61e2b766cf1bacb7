import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageHead } from '@juntai/contract';
import type { PublicRead } from '../routes/api-route.ts';

/** A shopper page drawn by React on the server (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The page's markup, for inside `<div id="root">`. */
  html: string;
  /** The router's data it was drawn from, as script-safe JSON: the browser hydrates from it. */
  state: string;
  /** What the page says about itself (title, link preview, structured data), from its route and the same data. */
  head?: PageHead;
}

/** What the web app's server build exports (apps/web/src/entry-server.tsx). */
export interface WebServerBuild {
  /**
   * Draws the page at `url` (the request's page address), or undefined when it is not a server-drawn page.
   * `reads` are the API's public reads by their path in the API table (`app.publicReads`): no visitor's
   * cookies or headers reach them, so what is drawn is what anyone with the address may read, in the
   * answers the browser would get. A page asking for anything else is not drawn.
   */
  renderPage: (request: { url: string; origin: string; reads: ReadonlyMap<string, PublicRead> }) => Promise<RenderedPage | undefined>;
  /** Each page's address and its route module, from the web app's route table (`PAGES`). */
  pageModules: ReadonlyArray<readonly [string, string]>;
}

/**
 * The web app's server build, next to its browser build (`npm run build` writes apps/web/dist-server/
 * beside apps/web/dist/). Without it (the API alone, or tests that build no web app) every page is
 * drawn by the browser, with no head of its own and no code named in its HTML.
 */
export async function loadWebServerBuild(distDir: string): Promise<WebServerBuild | undefined> {
  const entry = join(dirname(distDir), 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  return await import(pathToFileURL(entry).href) as WebServerBuild;
}
