import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, percentOfText, reaisOfText, textOfPercent, textOfReais } from './typed-amounts.ts';

describe('typed amounts of the forms', () => {
  it('reads money and percentages the Brazilian way, and unreadable text as NaN for the contract to refuse', () => {
    expect(reaisOfText('499,90')).toBe(499.9);
    expect(reaisOfText('R$ 1.234,56')).toBe(1234.56);
    expect(reaisOfText('1234.56')).toBe(1234.56);
    expect(reaisOfText('79')).toBe(79);
    expect(reaisOfText('')).toBeNaN();
    expect(reaisOfText('1,234.56')).toBeNaN();
    expect(percentOfText('3,5')).toBe(3.5);
    expect(percentOfText('3.5 %')).toBe(3.5);
    expect(percentOfText('2,55')).toBeNaN();
    expect(percentOfText('-1')).toBeNaN();
  });

  it('writes stored figures as the fields show them', () => {
    expect(textOfReais(499.9)).toBe('499,90');
    expect(textOfReais(1234.56)).toBe('1.234,56');
    expect(textOfPercent(3.5)).toBe('3,5');
    expect(textOfPercent(0.1)).toBe('0,1');
    expect(textOfPercent(5)).toBe('5');
  });

  it('keeps the first message of each field', () => {
    expect(fieldErrorsOf([{ path: ['price'], message: 'a' }, { path: ['price'], message: 'b' }, { path: ['name'], message: 'c' }, { path: [], message: 'd' }]))
      .toEqual({ price: 'a', name: 'c' });
  });
});
