import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StoreObjects } from './store-objects.ts';

/** Real ids of the back office's objects (seeded, or made for the test), by the path segment naming them. */
export type BackOfficeIds = Record<'merchants' | 'plans' | 'partners' | 'categories' | 'occasions' | 'products', number>;

/**
 * The back office's targets. `merchants` is a store made for the purpose: the operator's writes in a
 * test must not deactivate the stores of the merchants under test.
 */
export async function backOfficeIds(db: Kysely<Database>, spareStoreId: string): Promise<BackOfficeIds> {
  const first = async (table: 'plans' | 'partners' | 'categories' | 'occasions' | 'products') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  return {
    merchants: (await db.selectFrom('stores').select('id').where('store_id', '=', spareStoreId).executeTakeFirstOrThrow()).id,
    plans: await first('plans'),
    partners: await first('partners'),
    categories: await first('categories'),
    occasions: await first('occasions'),
    products: await first('products'),
  };
}

/**
 * The value of path parameter `name` of the operation at `path`: a real object of store A where the
 * path names one, so that a refusal proves the check and not a typo. Throws for a parameter it does not
 * know, telling the developer where to add it.
 */
export function pathValue(path: string, name: string, objects: StoreObjects, ids: BackOfficeIds): string {
  const backOffice = /^\/api\/super-admin\/(merchants|plans|partners|categories|occasions|products)\/\{id\}/.exec(path);
  if (backOffice) return String(ids[backOffice[1] as keyof BackOfficeIds]);
  if (path.startsWith('/api/admin/api-keys/')) return String(objects.apiKeyId);
  if (path.startsWith('/api/admin/webhook/deliveries/')) return String(objects.deliveryId);
  if (path.startsWith('/uploads/')) return 'imagem-que-nao-existe.png';
  switch (name) {
    case 'id': return String(objects.productId);
    case 'external_id': return objects.productExternalId;
    case 'store_id': return 'default';
    case 'linkId': return objects.linkId;
    // Deleting a group needs one past its 48 hours.
    case 'link_id': return objects.expiredLinkId;
    case 'name': return objects.participantName;
    case 'provider': return 'simulated';
    case 'txid': return objects.pixTxid;
    default: throw new Error(`No value for path parameter "${name}" of ${path}: add one in apps/server/src/testing/path-values.ts`);
  }
}
