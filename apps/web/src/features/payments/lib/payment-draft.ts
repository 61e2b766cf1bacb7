import { storedText, tabDraft } from '../../../lib/tab-draft.ts';

/**
 * The payment form as typed (who pays, how), kept in this tab's sessionStorage so a reload or a return
 * to the group page keeps it. Never the card's data (the provider's fields or the simulated ones), nor
 * the CPF: only what the form shows of the person and the choice of method.
 */
export interface PaymentDraft {
  name: string;
  email: string;
  whatsapp: string;
  method: 'card' | 'pix';
  installments: number;
}

const draftOf = (linkId: string) => tabDraft<PaymentDraft>(`juntai:payment-draft:${linkId}`, (stored) => ({
  name: storedText(stored.name), email: storedText(stored.email), whatsapp: storedText(stored.whatsapp),
  method: stored.method === 'pix' ? 'pix' : 'card',
  installments: typeof stored.installments === 'number' && Number.isInteger(stored.installments) && stored.installments > 0 ? stored.installments : 1,
}));

export const readPaymentDraft = (linkId: string) => draftOf(linkId).read();
export const savePaymentDraft = (linkId: string, draft: PaymentDraft) => draftOf(linkId).save(draft);
export const clearPaymentDraft = (linkId: string) => draftOf(linkId).clear();
