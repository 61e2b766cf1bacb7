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

const keyFor = (linkId: string) => `juntai:payment-draft:${linkId}`;

export function readPaymentDraft(linkId: string): PaymentDraft | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(keyFor(linkId)) ?? 'null') as Partial<PaymentDraft> | null;
    if (!value || typeof value !== 'object') return null;
    const text = (field: unknown) => (typeof field === 'string' ? field : '');
    return {
      name: text(value.name), email: text(value.email), whatsapp: text(value.whatsapp),
      method: value.method === 'pix' ? 'pix' : 'card',
      installments: typeof value.installments === 'number' && Number.isInteger(value.installments) && value.installments > 0 ? value.installments : 1,
    };
  } catch {
    // Storage disabled or a corrupted value: start empty.
    return null;
  }
}

export function savePaymentDraft(linkId: string, draft: PaymentDraft): void {
  try {
    window.sessionStorage.setItem(keyFor(linkId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, it is just not kept.
  }
}

export function clearPaymentDraft(linkId: string): void {
  try {
    window.sessionStorage.removeItem(keyFor(linkId));
  } catch {
    // nothing kept
  }
}
