import type { Page } from '@playwright/test';

/**
 * The shopper pages come drawn by the server with their data (ADR 0035). A test that holds or rewrites
 * a page's first API answers in the browser (to see a loading state, or a changed setting) has the
 * browser draw the page itself instead: the drawing and its data are taken out of the HTML, as for a
 * page the server could not draw, and the app then asks for its data as it always did.
 */
export async function drawnInBrowser(page: Page): Promise<void> {
  await page.route((url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'), async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text())
      .replace(/<div id="root">[\s\S]*<\/div>\s*<script id="juntai-state"[^>]*>[\s\S]*?<\/script>/, '<div id="root"></div>');
    return route.fulfill({ response, body });
  });
}
