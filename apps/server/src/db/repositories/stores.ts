import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** The shopper pages use the default store's button (spec: store_id is always 'default'). */
export const DEFAULT_STORE_ID = 'default';

export async function findStore(db: Kysely<Database>, storeId: string = DEFAULT_STORE_ID) {
  return db.selectFrom('stores').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}
