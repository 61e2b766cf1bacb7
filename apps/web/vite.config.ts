import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/images': 'http://localhost:3000' },
  },
  // The manifest lets the server preload a page's own chunks in its HTML (apps/server/src/plugins/route-preloads.ts).
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
