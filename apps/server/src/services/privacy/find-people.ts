import { privacyMessages } from '@juntai/contract';
import { isValidEmail, normalizeEmail } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { searchPeople } from '../../db/repositories/personal-data.ts';
import { badRequest } from '../../errors.ts';

/** A WhatsApp search needs at least a full local number (8 digits); fewer would match strangers. */
const MIN_WHATSAPP_DIGITS = 8;

/**
 * /super-admin/privacidade's search: an e-mail (exact, any case) or a WhatsApp typed in any form,
 * matched by its digits at the end (so "+55 11 98765-4321" finds "(11) 98765-4321").
 */
export async function findPeople(ctx: AppContext, q: string) {
  if (q.includes('@')) {
    if (!isValidEmail(q)) throw badRequest(privacyMessages.invalidSearch, 'validation');
    return searchPeople(ctx.db, { email: normalizeEmail(q) });
  }
  let digits = q.replace(/\D/g, '');
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length < MIN_WHATSAPP_DIGITS) throw badRequest(privacyMessages.invalidSearch, 'validation');
  return searchPeople(ctx.db, { digits });
}
