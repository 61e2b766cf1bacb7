/**
 * The revenue chart's vertical scale: a round top (1, 2, 2.5 or 5 times a power of ten) at or above
 * the largest value, and `ticks` evenly spaced steps from zero. All zeros (a fresh installation) give
 * a scale of 0–1 so the empty bars still sit on an axis.
 */
export function niceScale(values: readonly number[], ticks = 4): { max: number; steps: number[] } {
  const largest = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  if (largest === 0) return { max: 1, steps: Array.from({ length: ticks + 1 }, (_, i) => i / ticks) };
  const rough = largest / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s * ticks >= largest) ?? 10 * power;
  return { max: step * ticks, steps: Array.from({ length: ticks + 1 }, (_, i) => step * i) };
}

/** A bar's height in pixels for `value` on a scale topped at `max`, never negative, never above `height`. */
export function barHeight(value: number, max: number, height: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.min(height, (value / max) * height);
}
