import type { Executor } from '../executor.ts';

const columns = ['id', 'label', 'prefix', 'created_at', 'last_used_at', 'revoked_at'] as const;

export async function insertApiKey(db: Executor, values: { store_id: string; label: string; prefix: string; key_hash: string; created_at: Date }) {
  return db.insertInto('store_api_keys').values(values).returning(columns).executeTakeFirstOrThrow();
}

export async function listApiKeys(db: Executor, storeId: string) {
  return db.selectFrom('store_api_keys').select(columns).where('store_id', '=', storeId).orderBy('id', 'desc').execute();
}

/** Revokes one of the store's keys (once: revoking again keeps the first date). Answers whether it is the store's. */
export async function revokeApiKey(db: Executor, storeId: string, id: number, now: Date): Promise<boolean> {
  const result = await db.updateTable('store_api_keys').set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(now)) }))
    .where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live key with this hash, marked as used now; undefined when unknown or revoked. */
export async function useApiKey(db: Executor, keyHash: string, now: Date): Promise<{ store_id: string } | undefined> {
  return db.updateTable('store_api_keys').set({ last_used_at: now })
    .where('key_hash', '=', keyHash).where('revoked_at', 'is', null)
    .returning('store_id').executeTakeFirst();
}
