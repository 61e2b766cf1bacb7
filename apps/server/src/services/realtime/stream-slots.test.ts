import { describe, expect, it } from 'vitest';
import { createStreamSlots } from './stream-slots.ts';

describe('live stream slots', () => {
  it('gives each address up to its cap, and the instance up to its own', () => {
    const slots = createStreamSlots({ perAddress: 2, perInstance: 3 });
    const a1 = slots.take('10.0.0.1');
    const a2 = slots.take('10.0.0.1');
    expect(typeof a1).toBe('function');
    expect(typeof a2).toBe('function');
    expect(slots.take('10.0.0.1')).toBe('address');
    const b1 = slots.take('10.0.0.2');
    expect(typeof b1).toBe('function');
    expect(slots.take('10.0.0.3')).toBe('instance');
    expect(slots.open).toBe(3);
  });

  it('frees a slot once, however often it is given back', () => {
    const slots = createStreamSlots({ perAddress: 1, perInstance: 10 });
    const release = slots.take('2001:db8::1');
    expect(slots.take('2001:db8::2')).toBe('address'); // same /64
    if (typeof release !== 'function') throw new Error('no slot');
    release();
    release();
    expect(slots.open).toBe(0);
    expect(typeof slots.take('2001:db8::3')).toBe('function');
    expect(slots.open).toBe(1);
  });
});
