import { describe, expect, it } from 'vitest';
import { contrastRatio, formatContrastRatio, meetsAA, relativeLuminance } from './contrast.ts';

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

  it('warns below 4.5:1 only, and never for a colour it cannot read', () => {
    expect(meetsAA('#ffffff', '#2563eb')).toBe(true);
    expect(meetsAA('#ffffff', '#059669')).toBe(false);
    expect(meetsAA('#ffffff', '#767676')).toBe(true); // 4.54:1, the lightest grey that passes on white
    expect(meetsAA('#ffffff', '#777777')).toBe(false); // 4.48:1
    expect(meetsAA('#fff', '#000000')).toBe(true);
    expect(relativeLuminance('verde')).toBeUndefined();
    expect(contrastRatio('#12345', '#000000')).toBeUndefined();
  });

  it('formats the ratio in pt-BR, never rounding a failing ratio up to the threshold', () => {
    expect(formatContrastRatio(3.7681)).toBe('3,77');
    expect(formatContrastRatio(4.499)).toBe('4,49');
    expect(formatContrastRatio(4.5)).toBe('4,50');
    expect(formatContrastRatio(21)).toBe('21,00');
  });
});
