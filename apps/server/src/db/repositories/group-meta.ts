import type { Executor } from '../executor.ts';
import type { GroupStatus } from '../schema.ts';

/** What a link preview shows of a group: names, product and price, never e-mails or phones. */
export interface GroupPreview {
  link_id: string;
  creator_name: string;
  product_name: string;
  product_image: string;
  number_of_quotas: number;
  product_price_cents: number;
  status: GroupStatus;
}

export async function findGroupPreview(db: Executor, linkId: string): Promise<GroupPreview | undefined> {
  return db
    .selectFrom('groups')
    .select(['link_id', 'creator_name', 'product_name', 'product_image', 'number_of_quotas', 'product_price_cents', 'status'])
    .where('link_id', '=', linkId)
    .executeTakeFirst();
}
