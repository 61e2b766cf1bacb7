import { fileURLToPath } from 'node:url';
import type { WebServerBuild } from '../plugins/page-drawing.ts';

// A computed path, so the server's type check leaves the web app's source (React, Vite's globs) to the web's own.
const WEB_ENTRY_SERVER = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

/**
 * The web app's server renderer from its source, as `npm run build` builds it (apps/web/src/entry-server.tsx):
 * tests of the pages the server sends draw them, and their heads, with the real route table and React.
 */
export async function webServerBuildFromSource(): Promise<WebServerBuild> {
  return await import(/* @vite-ignore */ WEB_ENTRY_SERVER) as WebServerBuild;
}
