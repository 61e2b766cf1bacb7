import { merchantMessages, type MerchantGroup, toReais } from '@juntai/contract';
import { cents, effectiveStatus, groupStoreShare, type GroupStatus } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { storePlanPercentage } from '../../db/repositories/collected-money.ts';
import { countStoreGroups, type GroupCursor, listStoreGroups } from '../../db/repositories/merchant-panel.ts';
import { searchWords } from '../../db/repositories/text-search-sql.ts';
import { badRequest } from '../../errors.ts';

export interface StoreGroupsPage {
  groups: MerchantGroup[];
  nextCursor: string | undefined;
  total: number;
}

/** Cursors are opaque to clients: base64url of "created_at ISO|id" of the last row of a page. */
export function encodeCursor(cursor: GroupCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): GroupCursor {
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  const numericId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(numericId) || numericId <= 0) {
    throw badRequest(merchantMessages.invalidCursor, 'invalid_cursor');
  }
  return { createdAt, id: numericId };
}

/**
 * GET /api/admin/groups: one page of the store's groups, newest first, filtered and searched on the
 * server, each with its effective status, what was collected on it and what the store receives of it
 * (nothing until the group is completed).
 */
export async function listStoreGroupsPage(
  ctx: AppContext, storeId: string, query: { status?: GroupStatus | undefined; search?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<StoreGroupsPage> {
  const now = ctx.clock.now();
  const filter = { storeId, status: query.status, words: searchWords(query.search), now };
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listStoreGroups(ctx.db, filter, cursor, query.limit + 1);
  const total = await countStoreGroups(ctx.db, filter);
  const planPercentage = await storePlanPercentage(ctx.db, storeId);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    total,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: new Date(last.created_at), id: last.id }) : undefined,
    groups: page.map((row) => {
      const paidCount = Number(row.paid_count ?? 0);
      const collected = cents(Number(row.revenue_cents ?? 0));
      const status = effectiveStatus({ status: row.status, expiresAt: row.expires_at }, now);
      return {
        link_id: row.link_id,
        product_name: row.product_name,
        product_image: row.product_image || null,
        creator_name: row.creator_name,
        creator_whatsapp: row.creator_whatsapp || null,
        created_at: new Date(row.created_at).toISOString(),
        status,
        paid_count: paidCount,
        number_of_quotas: row.number_of_quotas,
        progress_percentage: Math.min(100, Math.round((paidCount / row.number_of_quotas) * 1000) / 10),
        revenue: toReais(collected),
        store_share: toReais(groupStoreShare({ status, priceCents: cents(row.product_price_cents), totalCents: cents(row.total_cents) }, collected, planPercentage)),
      };
    }),
  };
}
