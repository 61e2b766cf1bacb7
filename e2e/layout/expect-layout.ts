import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { elementsPastWidth, englishWords, smallTapTargets, textSpillingFromControls } from './layout-checks.ts';

/** The widths of the phones the sweep stands for: a small Android and an iPhone. */
export const PHONE_WIDTHS = [360, 390];

/**
 * The page, resized to `width`, keeps every layout rule below. Soft assertions, so one page
 * reports every rule it breaks at every width.
 */
export async function expectLayoutAt(page: Page, width: number, where: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width, height });
  // Two frames, so the layout of the new width is the one measured.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect.soft(await elementsPastWidth(page, width), `${where} at ${width} px: elements past the screen's edge`).toEqual([]);
  expect.soft(await smallTapTargets(page), `${where} at ${width} px: tap targets under 24×24 px`).toEqual([]);
  expect.soft(await textSpillingFromControls(page), `${where} at ${width} px: labels spilling out of their buttons`).toEqual([]);
  expect.soft(await englishWords(page), `${where} at ${width} px: English on screen`).toEqual([]);
}

export async function expectPhoneLayout(page: Page, where: string): Promise<void> {
  for (const width of PHONE_WIDTHS) await expectLayoutAt(page, width, where);
}
