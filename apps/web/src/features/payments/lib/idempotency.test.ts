import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, newIdempotencyKey } from './idempotency.ts';

describe('idempotency keys', () => {
  it('makes UUID-shaped keys', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('reuses the key for the same submission and makes a new one for other data or after reset', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ name: 'Ana', installments: 1 });
    expect(keys.keyFor({ name: 'Ana', installments: 1 })).toBe(first);
    const other = keys.keyFor({ name: 'Ana', installments: 2 });
    expect(other).not.toBe(first);
    keys.reset();
    expect(keys.keyFor({ name: 'Ana', installments: 2 })).not.toBe(other);
  });
});
