import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every browser test fails if the page asks for anything outside the app's own origin (images,
 * fonts, scripts): the product must work on a closed network and leak nothing to third parties.
 */
/**
 * A shopper page shows its drawing before the app has taken it over (the script still loading): what a
 * test types or picks then would be lost, as a person's would. Each load through `goto` and `reload`
 * waits for the app's mark (`data-app-ready`, boot.tsx) on any page of the app.
 */
export function waitingForTheApp(page: Page): Page {
  const ready = () => page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

/** React's production errors when the browser's first render differs from the server's drawing (hydration). */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|hydrat/i;

/**
 * Every browser test also fails if a page the server drew (apps/web/src/entry-server.tsx) is not what
 * the browser's first render draws: React would throw the drawing away and draw again.
 */
export const test = base.extend<{ foreignRequests: string[]; hydrationErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(waitingForTheApp(page));
  },
  hydrationErrors: [async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => { if (HYDRATION_ERROR.test(error.message)) errors.push(error.message); });
    page.on('console', (message) => { if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text()); });
    await use(errors);
    expect(errors, 'hydration errors').toEqual([]);
  }, { auto: true }],
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
