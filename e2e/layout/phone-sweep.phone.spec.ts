import { expect, test } from '../fixtures.ts';
import { expectPhoneLayout, PHONE_WIDTHS } from './expect-layout.ts';
import { routerPaths, signInFor, SWEEP_ROUTES } from './sweep-routes.ts';

/**
 * At a phone's width no page is wider than the screen, every tap target is big enough (or
 * spaced enough), no label spills out of its button, and nothing on screen is in English. Every route
 * of the router, at 360 and 390 px, in the phone project: a touch browser, which widens its layout
 * viewport to fit a page that is too wide (so the checks measure against the width set, not innerWidth).
 */
test('the sweep covers every route of the router', () => {
  const declared = routerPaths();
  // A parser that finds nothing would make the comparison below pass with an empty sweep.
  expect(declared.length).toBeGreaterThan(15);
  expect(SWEEP_ROUTES.map((r) => r.path).sort()).toEqual([...declared].sort());
});

for (const route of SWEEP_ROUTES) {
  test(`${route.path} fits a phone's screen`, async ({ page }) => {
    await page.setViewportSize({ width: PHONE_WIDTHS[0]!, height: 800 });
    await signInFor(page, route.area);
    await page.goto(await route.url(page.request, page));
    await expect(route.ready(page)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expectPhoneLayout(page, route.path);
  });
}
