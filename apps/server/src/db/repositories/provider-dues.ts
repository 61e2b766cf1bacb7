import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { PaymentRow, ProviderDue } from '../schema.ts';

export type ProviderDueRow = Pick<PaymentRow, 'id' | 'group_id' | 'provider_reference' | 'amount_cents' | 'pix_txid'> & { provider_due: ProviderDue };

const DUE_COLUMNS = ['id', 'group_id', 'provider_reference', 'amount_cents', 'pix_txid', 'provider_due'] as const;

/** Payments whose provider call is still owed: one group's, or every one left since `before` (the job's). */
export async function listProviderDues(db: Executor, where: { groupId: number } | { before: Date; limit: number }): Promise<ProviderDueRow[]> {
  let query = db.selectFrom('payments').select(DUE_COLUMNS).where('provider_due', 'is not', null);
  query = 'groupId' in where
    ? query.where('group_id', '=', where.groupId)
    : query.where('updated_at', '<', where.before).limit(where.limit);
  return (await query.orderBy('id').execute()) as ProviderDueRow[];
}

/**
 * The provider acted on these dues: clear each, unless another change has set a new one since. One
 * statement for all (a completed group's captures are one per paid quota); answers how many it cleared.
 */
export async function clearProviderDues(db: Executor, acted: readonly ProviderDueRow[]): Promise<number> {
  if (acted.length === 0) return 0;
  const ids = acted.map((due) => due.id);
  const dues = acted.map((due) => due.provider_due);
  const result = await db.updateTable('payments').set({ provider_due: null })
    .where(sql<boolean>`(id, provider_due) in (select * from unnest(${ids}::int[], ${dues}::text[]))`).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
