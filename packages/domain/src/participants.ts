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

/** Only the digits of a typed phone number, at most 11 (DDD + 9 digits). */
export function whatsappDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 11);
}

/** A Brazilian phone with DDD: 10 digits (landline) or 11 (mobile). */
export function isValidWhatsapp(value: string): boolean {
  return /^\d{10,11}$/.test(value.replace(/\D/g, ''));
}

/** The input mask "(11) 99999-9999", applied while typing. */
export function maskWhatsapp(value: string): string {
  const d = whatsappDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** wa.me link: digits with the country code 55 in front, and an optional prefilled message. */
export function whatsappLink(phone: string | null | undefined, message?: string): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const number = digits ? (digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`) : '';
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${number}${text}`;
}
