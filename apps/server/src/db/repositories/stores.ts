import type { Kysely } from 'kysely';
import { DEFAULT_BUTTON_SETTINGS } from '@juntai/contract';
import type { Executor } from '../executor.ts';
import type { Database } from '../schema.ts';
import { storeColumns } from '../columns.ts';

/** The shopper pages use the default store's button (spec: store_id is always 'default'). */
export const DEFAULT_STORE_ID = 'default';

export async function findStore(db: Kysely<Database>, storeId: string = DEFAULT_STORE_ID) {
  return db.selectFrom('stores').select(storeColumns).where('store_id', '=', storeId).executeTakeFirst();
}

/** The site of a product's store (`store_id` null: the platform's own store), as the store saved it (an origin), or null. */
export async function findStoreSite(db: Kysely<Database>, storeId: string | null): Promise<string | null> {
  return (await findStore(db, storeId ?? DEFAULT_STORE_ID))?.site_url ?? null;
}

/** Locks a store row for the rest of the transaction (claiming the default store happens once). */
export async function lockStore(db: Executor, storeId: string) {
  return db.selectFrom('stores').select(storeColumns).where('store_id', '=', storeId).forUpdate().executeTakeFirst();
}

export async function storeHasAccount(db: Executor, storeId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('store_id', '=', storeId).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Store ids equal to `base` or `base-N`, to pick a free slug. */
export async function storeIdsStartingWith(db: Executor, base: string): Promise<string[]> {
  const rows = await db.selectFrom('stores').select('store_id')
    .where((eb) => eb.or([eb('store_id', '=', base), eb('store_id', 'like', `${base}-%`)])).execute();
  return rows.map((r) => r.store_id);
}

export async function insertStore(db: Executor, store: { storeId: string; storeName: string; contactEmail: string | null; now: Date }) {
  return db.insertInto('stores').values({
    store_id: store.storeId, store_name: store.storeName, contact_email: store.contactEmail, installed_at: store.now,
    ...DEFAULT_BUTTON_SETTINGS,
  }).returning(storeColumns).executeTakeFirstOrThrow();
}

/** A store's new name; its store_id (in every link and key) stays. */
export async function renameStore(db: Executor, storeId: string, storeName: string) {
  return db.updateTable('stores').set({ store_name: storeName }).where('store_id', '=', storeId)
    .returning(['store_id', 'store_name']).executeTakeFirstOrThrow();
}

export async function setStoreContact(db: Executor, storeId: string, contactEmail: string): Promise<void> {
  await db.updateTable('stores').set({ contact_email: contactEmail }).where('store_id', '=', storeId).execute();
}

export async function updateStoreButton(db: Executor, storeId: string, settings: {
  button_text: string; button_bg_color: string; button_text_color: string; onboarding_completed?: boolean | undefined;
  /** Left out: unchanged. */
  site_url?: string | null | undefined;
}) {
  const { onboarding_completed, site_url, ...button } = settings;
  return db.updateTable('stores').set({
    ...button, ...(onboarding_completed ? { onboarding_completed: true } : {}), ...(site_url !== undefined ? { site_url } : {}),
  })
    .where('store_id', '=', storeId).returning(storeColumns).executeTakeFirstOrThrow();
}
