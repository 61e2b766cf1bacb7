import type { Executor } from '../executor.ts';

/** A store's completed groups with the product's SKU, newest first: the orders of its CSV export. */
export async function listCompletedStoreGroups(db: Executor, storeId: string) {
  return db.selectFrom('groups').leftJoin('products', 'products.id', 'groups.product_id')
    .select(['groups.id', 'groups.link_id', 'groups.product_name', 'products.external_id', 'groups.total_cents', 'groups.product_price_cents', 'groups.number_of_quotas',
      'groups.status', 'groups.closed_at', 'groups.creator_name', 'groups.creator_email', 'groups.creator_whatsapp'])
    .where('groups.store_id', '=', storeId).where('groups.status', '=', 'completed')
    .orderBy('groups.closed_at', 'desc').orderBy('groups.id', 'desc').execute();
}

/** The paid quotas (captured or authorised) of these groups, in payment order. */
export async function listPaidQuotas(db: Executor, groupIds: readonly number[]) {
  if (groupIds.length === 0) return [];
  return db.selectFrom('payments')
    .select(['group_id', 'name', 'email', 'whatsapp', 'amount_cents'])
    .where('group_id', 'in', groupIds).where('status', 'in', ['captured', 'authorized']).orderBy('id').execute();
}
