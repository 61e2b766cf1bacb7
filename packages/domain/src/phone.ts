/**
 * The one rule for a Brazilian phone number (every WhatsApp field, in the browser and on the server).
 *
 * People paste numbers as their phone shows them: "+55 11 98765-4321", "0055 11 …", "0 11 …" (the
 * trunk prefix of a long-distance call), "11.98765.4321", "5511987654321" (a wa.me link). Reading
 * only the digits and keeping the first 11 turned "+55 11 98765-4321" into "(55) 11987-6543": a real
 * area code and a stranger's number. So the prefix is recognised and dropped, and what is left must be
 * a real number: 11 digits with a 9 after a valid DDD (mobile) or 10 digits whose first local digit is
 * 2 to 5 (landline). The national digits ("11987654321") are what is stored.
 */

/** Area codes (DDD) in use in Brazil (Anatel's plan): a number with any other one does not exist. */
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38,
  41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69,
  71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

const MOBILE_LENGTH = 11;
const LANDLINE_LENGTH = 10;
const COUNTRY_CODE = '55';

export const phoneMessages = {
  /** The spec's sentence (shopper.md §5), for a number of the wrong length or with stray characters. */
  invalid: 'Informe um WhatsApp válido com DDD: (11) 99999-9999',
  foreign: 'Informe um número do Brasil (+55) com DDD: (11) 99999-9999',
  unknownAreaCode: (ddd: string) => `O DDD ${ddd} não existe. Informe um WhatsApp válido com DDD: (11) 99999-9999`,
  missingNine: 'Celular tem 11 dígitos: falta o 9 depois do DDD, como em (11) 99999-9999',
  mobileWithoutNine: 'Celular com DDD começa com 9 depois do DDD, como em (11) 99999-9999',
} as const;

type Split =
  | { kind: 'national'; digits: string; prefix: string }
  /** "+", "+5", "0", "00", "005": the start of a prefix still being typed. */
  | { kind: 'partial'; typed: string }
  | { kind: 'foreign' };

/** Separates a recognised prefix (+55, 0055, 55 before a full number, the trunk 0) from the national digits. */
function split(value: string): Split {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (digits.startsWith(COUNTRY_CODE)) return { kind: 'national', digits: digits.slice(2), prefix: '+55 ' };
    return COUNTRY_CODE.startsWith(digits) ? { kind: 'partial', typed: `+${digits}` } : { kind: 'foreign' };
  }
  if (digits.startsWith('00')) {
    if (digits.startsWith(`00${COUNTRY_CODE}`)) return { kind: 'national', digits: digits.slice(4), prefix: '0055 ' };
    return `00${COUNTRY_CODE}`.startsWith(digits) ? { kind: 'partial', typed: digits } : { kind: 'foreign' };
  }
  if (digits.startsWith('0')) return { kind: 'national', digits: digits.slice(1), prefix: '0 ' };
  // Without "+", 55 is a country code only when a whole number follows it (55 is also a DDD).
  if (digits.startsWith(COUNTRY_CODE) && digits.length > MOBILE_LENGTH) return { kind: 'national', digits: digits.slice(2), prefix: '' };
  return { kind: 'national', digits, prefix: '' };
}

/** Why a typed number is not a Brazilian phone, in Portuguese; null when it is one. */
export function phoneProblem(value: string): string | null {
  if (/[^\d\s.()+\-/]/.test(value)) return phoneMessages.invalid;
  const parts = split(value);
  if (parts.kind === 'foreign') return phoneMessages.foreign;
  if (parts.kind === 'partial') return phoneMessages.invalid;
  const { digits } = parts;
  if (digits.length !== MOBILE_LENGTH && digits.length !== LANDLINE_LENGTH) return phoneMessages.invalid;
  const ddd = digits.slice(0, 2);
  if (!AREA_CODES.has(Number(ddd))) return phoneMessages.unknownAreaCode(ddd);
  const first = digits[2]!;
  if (digits.length === MOBILE_LENGTH) return first === '9' ? null : phoneMessages.mobileWithoutNine;
  if (first >= '2' && first <= '5') return null;
  // Eight digits starting 6–9 after the DDD is a mobile from before the 9 was added.
  return first >= '6' ? phoneMessages.missingNine : phoneMessages.invalid;
}

export function isValidPhone(value: string): boolean {
  return phoneProblem(value) === null;
}

/** The national digits to store ("11987654321"), prefix and punctuation dropped, at most 11. */
export function phoneDigits(value: string): string {
  const parts = split(value);
  return parts.kind === 'national' ? parts.digits.slice(0, MOBILE_LENGTH) : '';
}

function formatNational(d: string): string {
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= LANDLINE_LENGTH) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7, MOBILE_LENGTH)}`;
}

/**
 * The input mask "(11) 99999-9999", applied on every keystroke and paste. A prefix being typed stays
 * in sight ("+55 (11) 9876") until the number is whole, then it is dropped: "+55 11 98765-4321" reads
 * "(11) 98765-4321". A foreign number is left as typed, for the message to explain.
 */
export function maskPhone(value: string): string {
  const parts = split(value);
  if (parts.kind === 'partial') return parts.typed;
  if (parts.kind === 'foreign') return value.replace(/[^\d\s.()+-]/g, '').slice(0, 20);
  const national = formatNational(parts.digits);
  if (isValidPhone(value)) return national;
  // "+55" alone, without a trailing space, so that a backspace can still remove it.
  return national ? `${parts.prefix}${national}` : parts.prefix.trim();
}

/** Shown as "(11) 98765-4321"; anything that is not a whole number is shown as it is. */
export function formatPhone(value: string): string {
  return isValidPhone(value) ? formatNational(phoneDigits(value)) : value;
}
