import { expect, test } from '../fixtures.ts';
import { expectLayoutAt } from './expect-layout.ts';
import { sidewaysScrollers, smallTapTargets } from './layout-checks.ts';
import { signInFor, SWEEP_ROUTES } from './sweep-routes.ts';

/**
 * On a 1366 px laptop the operator's and the merchant's tables show whole, their last
 * columns (edit, delete) included, without scrolling sideways; and their controls keep the sweep's rules.
 */
const LAPTOP_WIDTH = 1366;

for (const route of SWEEP_ROUTES.filter((r) => r.wideTables)) {
  test(`${route.path} shows its tables whole at ${LAPTOP_WIDTH} px`, async ({ page }) => {
    await page.setViewportSize({ width: LAPTOP_WIDTH, height: 800 });
    await signInFor(page, route.area);
    await page.goto(await route.url(page.request, page));
    await expect(route.ready(page)).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expectLayoutAt(page, LAPTOP_WIDTH, route.path);
    expect.soft(await sidewaysScrollers(page), `${route.path} at ${LAPTOP_WIDTH} px: tables scrolling sideways`).toEqual([]);
    expect.soft(await smallTapTargets(page, 'table'), `${route.path} at ${LAPTOP_WIDTH} px: table controls under 24×24 px`).toEqual([]);
  });
}
