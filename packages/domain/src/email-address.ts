/**
 * The one rule for every e-mail address Juntaí takes (organizer, payer, invitee, merchant, operator,
 * support, partner): a bare address, nothing else. A display name, `<>`, `,`, `;`, quotes, spaces or
 * brackets are refused: `Promo <vitima@exemplo.com>` would otherwise reach the victim with the sender's
 * words around it, and `a@x.com,b@y.com` would be two recipients under one cap.
 */
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const DOMAIN = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** How every address is kept, compared and capped: trimmed and lower-cased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether `value` (surrounding spaces aside) is a bare address: local part, one @, a domain with a TLD. */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  const at = address.lastIndexOf('@');
  if (address.length > 254 || at < 1) return false;
  const local = address.slice(0, at);
  return local.length <= 64 && LOCAL.test(local) && DOMAIN.test(address.slice(at + 1));
}
