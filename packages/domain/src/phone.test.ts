import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, maskPhone, phoneDigits, phoneMessages, phoneProblem } from './phone.ts';

describe('a Brazilian phone number', () => {
  it.each([
    ['+55 11 98765-4321', '11987654321'],
    ['+5511987654321', '11987654321'],
    ['0055 11 98765-4321', '11987654321'],
    ['0 11 98765-4321', '11987654321'],
    ['011987654321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['(11) 98765-4321', '11987654321'],
    ['11 98765 4321', '11987654321'],
    ['11.98765.4321', '11987654321'],
    ['  (21) 3333-4444 ', '2133334444'],
    ['+55 (55) 99999-8888', '55999998888'],
    ['55999998888', '55999998888'],
  ])('recognises %s as %s', (typed, stored) => {
    expect(phoneProblem(typed)).toBeNull();
    expect(phoneDigits(typed)).toBe(stored);
  });

  it('shows a pasted +55 number in the mask without the country code, never as a stranger\'s number', () => {
    for (const pasted of ['+55 11 98765-4321', '0055 11 98765-4321', '011987654321']) expect(maskPhone(pasted), pasted).toBe('(11) 98765-4321');
    expect(formatPhone('5511987654321')).toBe('(11) 98765-4321');
  });

  it('keeps a prefix in sight while it is typed, one key at a time', () => {
    const typed = [...'+5511987654321'].reduce<string[]>((shown, key) => [...shown, maskPhone(`${shown.at(-1) ?? ''}${key}`)], []);
    expect(typed.slice(0, 5)).toEqual(['+', '+5', '+55', '+55 (1', '+55 (11']);
    expect(typed.at(-1)).toBe('(11) 98765-4321');
    // A backspace after "+55" still removes it.
    expect(maskPhone('+55')).toBe('+55');
    expect(maskPhone('0')).toBe('0');
  });

  it('masks a national number as before: (11) 99999-9999 while typing, at most 11 digits', () => {
    const masked = { '1': '(1', '119': '(11) 9', '1133334444': '(11) 3333-4444', '(11) 99999-88887777': '(11) 99999-8888' };
    for (const [typed, shown] of Object.entries(masked)) expect(maskPhone(typed), typed).toBe(shown);
    expect(phoneDigits('abc')).toBe('');
  });

  const refused: Array<[message: string, typed: string[]]> = [
    [phoneMessages.invalid, ['119876543', '(11) 98765-43210', '', '11 9876-5432a', '(11) 1234-5678']],
    [phoneMessages.foreign, ['+1 415 555 2671', '+351 912 345 678']],
    [phoneMessages.unknownAreaCode('10'), ['(10) 98765-4321']],
    [phoneMessages.unknownAreaCode('20'), ['(20) 3333-4444']],
    [phoneMessages.mobileWithoutNine, ['(11) 88765-4321']],
    [phoneMessages.missingNine, ['(11) 8765-4321']],
  ];
  it.each(refused.flatMap(([message, typed]) => typed.map((one) => [one, message] as const)))('refuses %s in Portuguese', (typed, message) => {
    expect(phoneProblem(typed)).toBe(message);
    expect(isValidPhone(typed)).toBe(false);
  });
});
