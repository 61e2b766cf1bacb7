import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import { saoPauloDate } from './sao-paulo-day.ts';

/** The store's product the button names, with the store's button and status (one read per button shown). */
export async function findWidgetProduct(db: Executor, storeId: string, externalId: string) {
  return db.selectFrom('products').innerJoin('stores', 'stores.store_id', 'products.store_id')
    .select(['products.id', 'products.name', 'products.price_cents', 'products.status', 'products.min_group_size', 'products.max_group_size',
      'stores.status as store_status', 'stores.button_text', 'stores.button_bg_color', 'stores.button_text_color', 'stores.site_url'])
    .where('products.store_id', '=', storeId).where('products.external_id', '=', externalId)
    .executeTakeFirst();
}

/** Adds one view or click to the store's product's day: one row per store, product and day, never per visitor. */
export async function countWidgetEvent(db: Executor, storeId: string, externalId: string, day: string, type: 'view' | 'click'): Promise<void> {
  const column = type === 'view' ? 'views' : 'clicks';
  await db.insertInto('widget_daily_stats').values({ store_id: storeId, external_id: externalId, day, [column]: 1 })
    .onConflict((oc) => oc.columns(['store_id', 'day', 'external_id']).doUpdateSet({ [column]: sql`widget_daily_stats.${sql.ref(column)} + 1` }))
    .execute();
}

/** A column's São Paulo day as yyyy-mm-dd text. */
const saoPauloDay = (column: string) => sql<string>`to_char(${saoPauloDate(sql.ref(column))}, 'YYYY-MM-DD')`;

/** The store's funnel by São Paulo day from `since` (the first day's start). */
export async function readFunnelRows(db: Executor, storeId: string, firstDay: string, since: Date) {
  const [widget, created, completed] = await Promise.all([
    db.selectFrom('widget_daily_stats').select(['day', sql<number>`sum(views)::int`.as('views'), sql<number>`sum(clicks)::int`.as('clicks')])
      .where('store_id', '=', storeId).where('day', '>=', firstDay).groupBy('day').execute(),
    db.selectFrom('groups').select([saoPauloDay('created_at').as('day'), sql<number>`count(*)::int`.as('n')])
      .where('store_id', '=', storeId).where('created_at', '>=', since).groupBy(sql`1`).execute(),
    db.selectFrom('groups').select([saoPauloDay('closed_at').as('day'), sql<number>`count(*)::int`.as('n'), sql<number>`sum(total_cents)::int`.as('revenue_cents')])
      .where('store_id', '=', storeId).where('status', '=', 'completed').where('closed_at', '>=', since).groupBy(sql`1`).execute(),
  ]);
  return { widget, created, completed };
}
