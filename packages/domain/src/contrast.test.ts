import { describe, expect, it } from 'vitest';
import {
  contrastMinimum, contrastRatio, formatContrastRatio, GROUP_BUTTON_TEXT, isLargeText, meetsAA, relativeLuminance,
} from './contrast.ts';

/** The spec's eight suggested pairs (all white text). */
const SUGGESTED = ['#059669', '#2563eb', '#dc2626', '#ea580c', '#7c3aed', '#0891b2', '#16a34a', '#1f2937'];
const BODY_TEXT = { sizePx: 16, bold: false };

describe('contrast (WCAG 2.x)', () => {
  it('gives black 0 and white 1 as luminance, and 21:1 between them in either order', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches published ratios of the suggested colours under white text', () => {
    // Reference values from the WebAIM contrast checker.
    expect(contrastRatio('#ffffff', '#059669')).toBeCloseTo(3.77, 2);
    expect(contrastRatio('#ffffff', '#2563eb')).toBeCloseTo(5.17, 2);
    expect(contrastRatio('#ffffff', '#dc2626')).toBeCloseTo(4.83, 2);
    expect(contrastRatio('#ffffff', '#1f2937')).toBeCloseTo(14.68, 2);
  });

  it("takes large text as WCAG does: 24 px, or 18.66 px bold; the button's 20 px bold is large", () => {
    expect(isLargeText({ sizePx: 24, bold: false })).toBe(true);
    expect(isLargeText({ sizePx: 23, bold: false })).toBe(false);
    expect(isLargeText({ sizePx: 18.66, bold: true })).toBe(true);
    expect(isLargeText({ sizePx: 18, bold: true })).toBe(false);
    expect(contrastMinimum(GROUP_BUTTON_TEXT)).toBe(3);
    expect(contrastMinimum(BODY_TEXT)).toBe(4.5);
  });

  it("passes every suggested pair on the button, though several would fail as body text", () => {
    expect(SUGGESTED.filter((bg) => !meetsAA('#ffffff', bg))).toEqual([]);
    expect(SUGGESTED.filter((bg) => !meetsAA('#ffffff', bg, BODY_TEXT))).toEqual(['#059669', '#ea580c', '#0891b2', '#16a34a']);
  });

  it('warns below the minimum only, and never for a colour it cannot read', () => {
    expect(meetsAA('#ffffff', '#949494')).toBe(true); // 3.03:1
    expect(meetsAA('#ffffff', '#959595')).toBe(false); // 2.99:1
    expect(meetsAA('#ffffff', '#767676', BODY_TEXT)).toBe(true); // 4.54:1, the lightest grey that passes body text on white
    expect(meetsAA('#ffffff', '#777777', BODY_TEXT)).toBe(false); // 4.48:1
    expect(meetsAA('#fff', '#000000')).toBe(true);
    expect(relativeLuminance('verde')).toBeUndefined();
    expect(contrastRatio('#12345', '#000000')).toBeUndefined();
  });

  it('formats the ratio in pt-BR, never rounding a failing ratio up to the minimum', () => {
    expect(formatContrastRatio(3.7681)).toBe('3,77');
    expect(formatContrastRatio(4.499)).toBe('4,49');
    expect(formatContrastRatio(4.5)).toBe('4,50');
    expect(formatContrastRatio(2.996, 3)).toBe('2,99');
    expect(formatContrastRatio(21)).toBe('21,00');
  });
});
