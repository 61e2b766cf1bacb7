import type { Executor } from '../executor.ts';
import type { PaymentRow } from '../schema.ts';

type ReceiptRow = Pick<PaymentRow, 'id' | 'name' | 'method' | 'status' | 'amount_cents' | 'installments' | 'installment_cents' | 'created_at' | 'paid_at'
  | 'pix_txid' | 'pix_copia_e_cola' | 'pix_expires_at' | 'provider_due' | 'provider_due_attempts'>;

/** Who asks for their payments: the payer tokens this browser holds (as sha256), and the e-mail it proved (lower case). */
export interface PayerProof {
  tokenHashes: readonly string[];
  email: string | null;
}

/**
 * The payments of one group made by the browsers holding these payer tokens, or with the e-mail a Meus
 * Grupos session proved (the same person on another device), oldest first.
 */
export async function listPaymentsOfPayer(db: Executor, linkId: string, proof: PayerProof): Promise<ReceiptRow[] | undefined> {
  const group = await db.selectFrom('groups').select('id').where('link_id', '=', linkId).executeTakeFirst();
  if (!group) return undefined;
  const { tokenHashes, email } = proof;
  if (tokenHashes.length === 0 && !email) return [];
  return db.selectFrom('payments')
    .select(['id', 'name', 'method', 'status', 'amount_cents', 'installments', 'installment_cents', 'created_at', 'paid_at', 'pix_txid', 'pix_copia_e_cola', 'pix_expires_at', 'provider_due', 'provider_due_attempts'])
    .where('group_id', '=', group.id)
    .where((eb) => eb.or([
      ...(tokenHashes.length > 0 ? [eb('payer_token_hash', 'in', [...tokenHashes])] : []),
      ...(email ? [eb(eb.fn('lower', ['email']), '=', email)] : []),
    ]))
    .orderBy('id').execute();
}
