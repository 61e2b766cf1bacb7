import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails if the page asks for anything outside the app's own origin (images,
 * fonts, scripts): the product must work on a closed network and leak nothing to third parties.
 */
export const test = base.extend<{ foreignRequests: string[] }>({
  foreignRequests: [async ({ page, baseURL }, use) => {
    const foreign: string[] = [];
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('request', (request) => {
      const url = request.url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return;
      if (new URL(url).origin !== origin) foreign.push(url);
    });
    await use(foreign);
    expect(foreign, 'requests outside the app origin').toEqual([]);
  }, { auto: true }],
});

export { expect };
