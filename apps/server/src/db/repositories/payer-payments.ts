import type { Executor } from '../executor.ts';
import type { PaymentRow } from '../schema.ts';

type ReceiptRow = Pick<PaymentRow, 'id' | 'name' | 'method' | 'status' | 'amount_cents' | 'installments' | 'installment_cents' | 'created_at' | 'paid_at'>;

/** The payments of one group made by the browsers holding these payer tokens (as sha256), oldest first. */
export async function listPaymentsByPayerTokens(db: Executor, linkId: string, tokenHashes: readonly string[]): Promise<ReceiptRow[] | undefined> {
  const group = await db.selectFrom('groups').select('id').where('link_id', '=', linkId).executeTakeFirst();
  if (!group) return undefined;
  if (tokenHashes.length === 0) return [];
  return db.selectFrom('payments')
    .select(['id', 'name', 'method', 'status', 'amount_cents', 'installments', 'installment_cents', 'created_at', 'paid_at'])
    .where('group_id', '=', group.id).where('payer_token_hash', 'in', [...tokenHashes])
    .orderBy('id').execute();
}
