import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The budget of docs/decisions/0011: what every store's visitor downloads. */
const BUDGET_BYTES = 10 * 1024;
const dist = process.env.WEB_DIST_DIR ?? join(import.meta.dirname, '../../apps/web/dist');

// One build, checked once: desktop project only (playwright.config.ts).
test('the built widget stays within 10 KB gzip and carries no framework', async ({ request }) => {
  const source = readFileSync(join(dist, 'widget.js'));
  expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_BYTES);
  expect(source.toString('utf8')).not.toMatch(/react/i);
  // The server sends that very file to other sites, cached for minutes.
  const served = await request.get('/widget.js');
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toContain('max-age=300');
  expect(served.headers()['access-control-allow-origin']).toBe('*');
  expect(await served.text()).toBe(source.toString('utf8'));
});
