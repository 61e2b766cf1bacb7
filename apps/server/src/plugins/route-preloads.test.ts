import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloads } from './route-preloads.ts';
import { cutAppHtml, renderIndexHtml } from './spa.ts';

const dist = mkdtempSync(join(tmpdir(), 'juntai-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify({
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_jsx-1.js'], dynamicImports: ['src/boot.tsx'] },
  '_jsx-1.js': { file: 'assets/jsx-1.js' },
  'src/boot.tsx': { file: 'assets/boot-1.js', isDynamicEntry: true, imports: ['_jsx-1.js', '_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/routes/shop/group.tsx': { file: 'assets/group-1.js', isDynamicEntry: true, imports: ['_react-1.js', 'index.html', '_button-1.js'] },
  '_button-1.js': { file: 'assets/button-1.js', imports: ['_icons-1.js'] },
  '_icons-1.js': { file: 'assets/icons-1.js' },
  'src/app/routes/merchant/panel.tsx': { file: 'assets/panel-1.js', isDynamicEntry: true, imports: ['_button-1.js'] },
}));

// The web app's route table's pages, as its server build names their modules.
const PAGE_MODULES = [['/g/:linkId', 'src/app/routes/shop/group.tsx'], ['/admin', 'src/app/routes/merchant/panel.tsx']] as const;

describe('route preloads', () => {
  const preloads = createRoutePreloads(dist, PAGE_MODULES);

  it("names the app's start, the page's own chunks and everything they import, but not what the main script brings", () => {
    const tags = preloads('/g/abcdefghijklmnop');
    expect(tags.match(/href="[^"]+"/g)).toEqual(['href="/assets/boot-1.js"', 'href="/assets/react-1.js"', 'href="/assets/group-1.js"', 'href="/assets/button-1.js"', 'href="/assets/icons-1.js"']);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/group-1.js">');
  });

  it("names a signed-in panel's code too, so the browser fetches it with the HTML", () => {
    expect(preloads('/admin').match(/href="[^"]+"/g)).toEqual(['href="/assets/boot-1.js"', 'href="/assets/react-1.js"', 'href="/assets/panel-1.js"', 'href="/assets/button-1.js"', 'href="/assets/icons-1.js"']);
  });

  it('puts them in the head of the HTML; other paths, and a build without a manifest, get none', () => {
    const html = renderIndexHtml(cutAppHtml('<html><head><title>Juntaí</title></head><body><div id="root"></div></body></html>'), preloads('/g/abc'));
    expect(html).toMatch(/<head>.*<link rel="modulepreload" crossorigin href="\/assets\/group-1.js">.*<\/head>/s);
    expect(preloads('/g/abc/extra')).toBe('');
    expect(createRoutePreloads(join(dist, 'nada'), PAGE_MODULES)('/g/abc')).toBe('');
    expect(createRoutePreloads(dist, [])('/g/abc')).toBe(''); // no server build: no route table
  });
});
