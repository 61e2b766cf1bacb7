import { describe, expect, it } from 'vitest';
import { cleanName, isValidWhatsapp, maskWhatsapp, nameKey, whatsappDigits, whatsappLink } from './participants.ts';

describe('names', () => {
  it('cleans spaces and compares without case or accents', () => {
    expect(cleanName('  Maria   Clara ')).toBe('Maria Clara');
    expect(nameKey('João  Silva')).toBe(nameKey('joao silva'));
    expect(nameKey('Ana')).not.toBe(nameKey('Ana Paula'));
  });
});

describe('WhatsApp', () => {
  it('masks as (11) 99999-9999 while typing, digits only, up to 11', () => {
    expect(maskWhatsapp('1')).toBe('(1');
    expect(maskWhatsapp('119')).toBe('(11) 9');
    expect(maskWhatsapp('1133334444')).toBe('(11) 3333-4444');
    expect(maskWhatsapp('11999998888')).toBe('(11) 99999-8888');
    expect(maskWhatsapp('(11) 99999-88887777')).toBe('(11) 99999-8888');
    expect(whatsappDigits('abc')).toBe('');
  });
  it('accepts 10 or 11 digits', () => {
    expect(isValidWhatsapp('(11) 99999-8888')).toBe(true);
    expect(isValidWhatsapp('1133334444')).toBe(true);
    expect(isValidWhatsapp('999998888')).toBe(false);
  });
  it('links to wa.me with the country code 55', () => {
    expect(whatsappLink('(11) 99999-8888', 'Oi!')).toBe('https://wa.me/5511999998888?text=Oi!');
    expect(whatsappLink('5511999998888')).toBe('https://wa.me/5511999998888');
  });
});
