import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';
import { reactDomCheck } from './react-dom-check.ts';
import { shopperCodeSplitting } from './shopper-chunk.ts';

export default defineConfig(({ isSsrBuild }) => ({
  // The server's build (src/entry-server.tsx, built with --ssr into dist-server/) draws the shopper pages;
  // it is never served, so it needs neither the compressed copies nor the bundle check.
  plugins: isSsrBuild ? [tailwindcss()] : [tailwindcss(), precompress(), reactDomCheck()],
  // JSX compiles to react/jsx-runtime with Vite's own transform (oxc); React DOM renders it (ADR 0027).
  // No React Fast Refresh in dev: edits reload the page.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  // The manifest lets the server preload a page's own chunks in its HTML (apps/server/src/plugins/route-preloads.ts).
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist', emptyOutDir: true, sourcemap: false, manifest: !isSsrBuild, copyPublicDir: !isSsrBuild,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry script.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The first-visit pages' code in one file (ADR 0035). The server's build is one file: nothing downloads
      // it, so a lazy import there saves nothing, and Rolldown would warn (INEFFECTIVE_DYNAMIC_IMPORT) about
      // the browser's lazy imports whose modules other pages import eagerly, which are right in the browser.
      output: isSsrBuild ? { codeSplitting: false } : { codeSplitting: shopperCodeSplitting() },
      onwarn(warning, warn) {
        // TanStack Query's "use client" lines mean nothing in a client-only bundle (the React plugin used to hide this).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
}));
