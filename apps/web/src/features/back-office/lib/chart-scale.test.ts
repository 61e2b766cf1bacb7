import { describe, expect, it } from 'vitest';
import { barHeight, niceScale } from './chart-scale.ts';

describe('niceScale', () => {
  it('rounds the top up to a readable number', () => {
    expect(niceScale([0, 12.34, 87.5])).toEqual({ max: 100, steps: [0, 25, 50, 75, 100] });
    expect(niceScale([1234.56])).toEqual({ max: 2000, steps: [0, 500, 1000, 1500, 2000] });
    expect(niceScale([10])).toEqual({ max: 10, steps: [0, 2.5, 5, 7.5, 10] });
  });

  it('still draws an axis when everything is zero', () => {
    expect(niceScale([0, 0, 0]).max).toBe(1);
    expect(niceScale([]).max).toBe(1);
  });
});

describe('barHeight', () => {
  it('is proportional and bounded', () => {
    expect(barHeight(50, 100, 200)).toBe(100);
    expect(barHeight(-5, 100, 200)).toBe(0);
    expect(barHeight(500, 100, 200)).toBe(200);
    expect(barHeight(5, 0, 200)).toBe(0);
  });
});
