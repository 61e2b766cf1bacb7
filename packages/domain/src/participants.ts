import { phoneDigits } from './phone.ts';

/**
 * Names and phone numbers of people in a group. Duplicate checks compare `nameKey`: trimmed, inner
 * spaces collapsed, case- and accent-insensitive ("joão  silva" and "Joao Silva" are one person).
 */
export function cleanName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export function nameKey(name: string): string {
  return cleanName(name).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('pt-BR');
}

export const MAX_NAME_LENGTH = 60;

export const nameTooLongMessage = `O nome pode ter no máximo ${MAX_NAME_LENGTH} caracteres`;

/**
 * A person's name longer than the product keeps (as cleanName leaves it): every form and the server
 * refuse it with nameTooLongMessage rather than cut it, so nobody's name is stored shorter than typed.
 */
export function isNameTooLong(name: string): boolean {
  return cleanName(name).length > MAX_NAME_LENGTH;
}

/** wa.me link: digits with the country code 55 in front, and an optional prefilled message. */
export function whatsappLink(phone: string | null | undefined, message?: string): string {
  const digits = phoneDigits(phone ?? '');
  const number = digits ? `55${digits}` : '';
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${number}${text}`;
}
