import { describe, expect, it } from 'vitest';
import { cleanName, nameKey, whatsappLink } from './participants.ts';

describe('names', () => {
  it('cleans spaces and compares without case or accents', () => {
    expect(cleanName('  Maria   Clara ')).toBe('Maria Clara');
    expect(nameKey('João  Silva')).toBe(nameKey('joao silva'));
    expect(nameKey('Ana')).not.toBe(nameKey('Ana Paula'));
  });
});

describe('WhatsApp', () => {
  it('links to wa.me with the country code 55', () => {
    expect(whatsappLink('(11) 99999-8888', 'Oi!')).toBe('https://wa.me/5511999998888?text=Oi!');
    expect(whatsappLink('5511999998888')).toBe('https://wa.me/5511999998888');
  });
});
