import { describe, expect, it } from 'vitest';
import { isLinkId } from './link-id.ts';

describe('the shape of a group link id', () => {
  it.each(['AbCdEfGhIjKlMnOpQrStUv', 'a-b_c-d_e-f_g-h_', 'x'.repeat(64)])('takes %s', (id) => {
    expect(isLinkId(id)).toBe(true);
  });
  it.each(['', 'curto', 'x'.repeat(15), 'x'.repeat(65), 'AbCdEfGhIjKlMnOp/rStUv', 'AbCdEfGhIjKlMnOp rStUv', 'ÁbCdEfGhIjKlMnOpQrStUv'])('refuses %j', (id) => {
    expect(isLinkId(id)).toBe(false);
  });
});
