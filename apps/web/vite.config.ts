import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';
import { noReactInBundle, preactCompatAliases } from './preact-compat.ts';

export default defineConfig({
  plugins: [tailwindcss(), precompress(), noReactInBundle()],
  // JSX compiles to react/jsx-runtime, which the aliases point at Preact (preact-compat.ts, ADR 0014).
  // No React Fast Refresh in dev: edits reload the page.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: { alias: preactCompatAliases },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  // The manifest lets the server preload a page's own chunks in its HTML (apps/server/src/plugins/route-preloads.ts).
  build: {
    outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // TanStack Query's "use client" lines mean nothing in a client-only bundle (the React plugin used to hide this).
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        // Preact has no useOptimistic; React Router looks it up at run time and falls back (its React 18 path).
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
    },
  },
});
