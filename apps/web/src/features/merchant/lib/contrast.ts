/**
 * WCAG 2.x contrast between two sRGB colours, so the settings screen can warn a merchant whose button
 * text would be hard to read. Colours are "#rrggbb" (what the API stores); anything else is unknown.
 */
export const WCAG_AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** Relative luminance (0 = black, 1 = white) of "#rrggbb", or undefined for anything else. */
export function relativeLuminance(hex: string): number | undefined {
  const match = HEX.exec(hex.trim());
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    // The sRGB transfer function: dark channels are linear, the rest follow a 2.4 power curve.
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (1 to 21) of two colours, in either order, or undefined if one is not "#rrggbb". */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return undefined;
  const [light, dark] = la >= lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** True when the pair reaches WCAG AA for normal text (4.5:1); unknown colours never warn. */
export function meetsAA(text: string, background: string): boolean {
  const ratio = contrastRatio(text, background);
  return ratio === undefined || ratio >= WCAG_AA_NORMAL_TEXT;
}

/**
 * "3,77": the ratio rounded to two decimals as contrast checkers show it, except that a ratio below
 * the threshold never reads as the threshold ("4,50" for 4.497 would contradict the warning).
 */
export function formatContrastRatio(ratio: number): string {
  let rounded = Math.round(ratio * 100) / 100;
  if (ratio < WCAG_AA_NORMAL_TEXT && rounded >= WCAG_AA_NORMAL_TEXT) rounded = WCAG_AA_NORMAL_TEXT - 0.01;
  return rounded.toFixed(2).replace('.', ',');
}
