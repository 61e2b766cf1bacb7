import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

/**
 * /widget.js, the script stores paste (widget/main.ts): one self-contained IIFE, no framework, no
 * fingerprint (stores keep the same address; the server caches it 5 minutes). Runs after the app's
 * build into the same dist/, so it must not empty it. Its size budget is checked by widget/size.test.ts.
 */
export default defineConfig({
  plugins: [precompress(/[/\\]widget\.js$/)],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2020',
    lib: { entry: 'widget/main.ts', formats: ['iife'], name: 'JuntaiWidget', fileName: () => 'widget.js' },
  },
});
