import type { Contact } from '../../../lib/contact-errors.ts';
import { storedText, tabDraft } from '../../../lib/tab-draft.ts';

/**
 * The payment form as typed (who pays, how), kept in this tab's sessionStorage so a reload or a return
 * to the group page keeps it. Never the card's data (the provider's fields or the simulated ones), nor
 * the CPF: only what the form shows of the person and the choice of method.
 */
type PaymentDraft = Contact & { method: 'card' | 'pix'; installments: number };

export const paymentDraft = (linkId: string) => tabDraft<PaymentDraft>(`juntai:payment-draft:${linkId}`, (stored) => ({
  name: storedText(stored.name), email: storedText(stored.email), whatsapp: storedText(stored.whatsapp),
  method: stored.method === 'pix' ? 'pix' : 'card',
  installments: typeof stored.installments === 'number' && Number.isInteger(stored.installments) && stored.installments > 0 ? stored.installments : 1,
}));
