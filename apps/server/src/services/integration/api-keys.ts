import { API_KEY_PREFIX, type ApiKey, integrationMessages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { insertApiKey, listApiKeys, revokeApiKey, useApiKey } from '../../db/repositories/store-api-keys.ts';
import { notFound } from '../../errors.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';

/** Enough of the key to tell keys apart in the list, far too little to guess the rest (256 random bits). */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

type KeyRow = Awaited<ReturnType<typeof listApiKeys>>[number];
const present = (row: KeyRow): ApiKey => ({
  id: row.id, label: row.label, prefix: row.prefix, created_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null, revoked_at: row.revoked_at?.toISOString() ?? null,
});

/** A new key for the store's back end: the key is answered once; only its sha256 is kept. */
export async function createApiKey(ctx: AppContext, storeId: string, label: string): Promise<{ key: string; apiKey: ApiKey }> {
  const key = `${API_KEY_PREFIX}${newSecretToken()}`;
  const row = await insertApiKey(ctx.db, { store_id: storeId, label, prefix: key.slice(0, PREFIX_LENGTH), key_hash: hashToken(key), created_at: ctx.clock.now() });
  return { key, apiKey: present(row) };
}

export async function storeApiKeys(ctx: AppContext, storeId: string): Promise<ApiKey[]> {
  return (await listApiKeys(ctx.db, storeId)).map(present);
}

export async function revokeStoreApiKey(ctx: AppContext, storeId: string, id: number): Promise<void> {
  // Another store's key answers as unknown: nothing tells a store which ids exist elsewhere.
  if (!(await revokeApiKey(ctx.db, storeId, id, ctx.clock.now()))) throw notFound(integrationMessages.keyNotFound, 'api_key_not_found');
}

/** The store a presented key belongs to, or undefined for an unknown or revoked key. */
export async function storeOfApiKey(ctx: AppContext, key: string): Promise<string | undefined> {
  if (!key.startsWith(API_KEY_PREFIX)) return undefined;
  return (await useApiKey(ctx.db, hashToken(key), ctx.clock.now()))?.store_id;
}
