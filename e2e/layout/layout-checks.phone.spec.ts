import { expect, test } from '../fixtures.ts';
import { elementsPastWidth, englishWords, smallTapTargets, textSpillingFromControls } from './layout-checks.ts';

/**
 * The sweep's three checks on pages made to break (and to keep) each rule: a check that finds nothing
 * on a broken page would let every route pass.
 */
const page360 = { width: 360, height: 640 };

test('a box wider than the screen is found, measured against the width set rather than innerWidth', async ({ page }) => {
  await page.setViewportSize(page360);
  await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">
    <div style="width: 500px" data-testid="wide">largo</div>`);
  // The phone browser widened its layout viewport to fit: innerWidth alone would call this page fine.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await elementsPastWidth(page, 360)).toEqual(['<div[data-testid=wide]> "largo" ends at 508 px']);
});

test('a wide table inside a sideways-scrolling box that fits is fine; the same box too wide is not', async ({ page }) => {
  await page.setViewportSize(page360);
  await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">
    <div style="overflow-x: auto; width: 300px"><table style="width: 900px"><tr><td>célula</td></tr></table></div>`);
  expect(await elementsPastWidth(page, 360)).toEqual([]);
  await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">
    <div style="overflow-x: auto; width: 400px" id="box"><table style="width: 900px"><tr><td>célula</td></tr></table></div>`);
  expect(await elementsPastWidth(page, 360)).toEqual(['<div#box> "célula" ends at 408 px']);
});

test('small tap targets side by side are found; a small one with room around it, or a big one, is not', async ({ page }) => {
  await page.setViewportSize(page360);
  await page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1"><style>button{margin:0;padding:0;border:0}</style>
    <div><button style="width:16px;height:16px">a</button><button style="width:16px;height:16px">b</button></div>
    <div style="margin-top:60px"><button style="width:16px;height:16px">c</button></div>
    <div style="margin-top:60px"><button style="width:44px;height:44px">d</button><button style="width:44px;height:44px">e</button></div>
    <div style="margin-top:60px"><label style="display:inline-block;padding:6px">
      <input type="checkbox" style="width:16px;height:16px;margin:0"></label><button style="width:44px;height:44px">f</button></div>`);
  expect(await smallTapTargets(page)).toEqual([
    '<button> "a" is 16×16 px, with a neighbour within 24 px',
    '<button> "b" is 16×16 px, with a neighbour within 24 px',
  ]);
});

test('inside the strict area, a small target with room around it is found too', async ({ page }) => {
  await page.setViewportSize(page360);
  await page.setContent(`<table><tr><td style="padding:30px"><input type="checkbox" aria-label="um" style="width:16px;height:16px;margin:0"></td></tr></table>
    <div style="padding:30px"><input type="checkbox" aria-label="dois" style="width:16px;height:16px;margin:0"></div>`);
  expect(await smallTapTargets(page)).toEqual([]);
  expect(await smallTapTargets(page, 'table')).toEqual(['<input> "um" is 16×16 px']);
});

test('English words are found in text and in labels, as whole words only', async ({ page }) => {
  await page.setViewportSize(page360);
  await page.setContent(`<p>Enviar</p><button aria-label="Close toast">×</button><p>Closet de roupas</p><p hidden>Loading</p>`);
  expect(await englishWords(page)).toEqual(['<button> aria-label="Close toast" says "Close"']);
});

test('a label that wraps out of a fixed-height button is found; one that grows with its label is not', async ({ page }) => {
  await page.setViewportSize(page360);
  await page.setContent(`<style>button{font:16px/24px sans-serif;width:120px;padding:0 8px;border:0;background:#047857}</style>
    <button style="height:44px">Adicione todos os 3 participantes</button>
    <button style="min-height:44px;padding:8px">Adicione todos os 3 participantes</button>
    <button style="height:20px;background:none">Adicione todos os 3 participantes</button>`);
  expect(await textSpillingFromControls(page)).toEqual([
    '<button> "Adicione todos os 3 participantes" runs into the edges of its 120×44 px box',
    '<button> "Adicione todos os 3 participantes" runs into the edges of its 120×20 px box',
  ]);
});
