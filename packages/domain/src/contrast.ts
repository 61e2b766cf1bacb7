/**
 * WCAG 2.x contrast between two sRGB colours, so the settings screen can warn a merchant whose button
 * text would be hard to read. Colours are "#rrggbb" (what the API stores); anything else is unknown.
 */

/** WCAG AA (1.4.3): normal text needs 4.5:1; large text (≥ 24 px, or ≥ 18.66 px bold) needs 3:1. */
export const WCAG_AA_NORMAL_TEXT = 4.5;
export const WCAG_AA_LARGE_TEXT = 3;

export interface TextStyle { sizePx: number; bold: boolean }

/**
 * The text of the group-purchase button wherever the merchant's colours are used: 20 px bold on the
 * product page (text-xl font-bold), in the store widget (font-size:20px; font-weight:700) and in the
 * panel's preview. Change it with them.
 */
export const GROUP_BUTTON_TEXT: TextStyle = { sizePx: 20, bold: true };

/** WCAG's "large text": 18 pt (24 px), or 14 pt (18.66 px) bold. */
export function isLargeText({ sizePx, bold }: TextStyle): boolean {
  return sizePx >= 24 || (bold && sizePx >= 18.66);
}

/** The AA minimum ratio for text of this style. */
export function contrastMinimum(style: TextStyle): number {
  return isLargeText(style) ? WCAG_AA_LARGE_TEXT : WCAG_AA_NORMAL_TEXT;
}

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

/** True when the pair reaches WCAG AA for text of this style (the button's by default); unknown colours never warn. */
export function meetsAA(text: string, background: string, style: TextStyle = GROUP_BUTTON_TEXT): boolean {
  const ratio = contrastRatio(text, background);
  return ratio === undefined || ratio >= contrastMinimum(style);
}

/**
 * "3,77": the ratio rounded to two decimals as contrast checkers show it, except that a ratio below
 * the minimum never reads as the minimum ("4,50" for 4.497 would contradict the warning).
 */
export function formatContrastRatio(ratio: number, minimum: number = WCAG_AA_NORMAL_TEXT): string {
  let rounded = Math.round(ratio * 100) / 100;
  if (ratio < minimum && rounded >= minimum) rounded = minimum - 0.01;
  return rounded.toFixed(2).replace('.', ',');
}
