import { type Merchant, operatorMessages, toReais } from '@juntai/contract';
import { cents, storeShare } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { countMerchants, findMerchant, listMerchants, updateMerchant } from '../../db/repositories/merchants.ts';
import { findPlan } from '../../db/repositories/plans.ts';
import { findStore, insertStore } from '../../db/repositories/stores.ts';
import { searchWords } from '../../db/repositories/text-search-sql.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { inviteMerchant } from '../auth/invitations.ts';
import { type Actor, audit } from './audit.ts';
import { conflictIfTaken } from '../../db/errors.ts';

type MerchantRow = NonNullable<Awaited<ReturnType<typeof findMerchant>>>;
type MerchantStatus = Merchant['status'];

function presentMerchant(row: MerchantRow): Merchant {
  const collected = cents(Number(row.revenue_cents ?? 0));
  // What the store receives is counted on its completed groups' money alone (ADR 0008 addendum).
  const completed = { collected: cents(Number(row.completed_cents ?? 0)), service: cents(Number(row.completed_service_cents ?? 0)) };
  return {
    id: row.id, store_id: row.store_id, store_name: row.store_name, contact_email: row.contact_email, plan_id: row.plan_id,
    plan_name: row.plan_name, status: row.status, installed_at: new Date(row.installed_at).toISOString(),
    total_groups: Number(row.total_groups ?? 0), total_revenue: toReais(collected),
    total_store_share: toReais(storeShare(completed, Number(row.percentage_fee ?? 0))),
  };
}

export async function merchantsPage(ctx: AppContext, query: { status?: MerchantStatus | undefined; search?: string | undefined; page: number }, pageSize: number) {
  const filter = { status: query.status, words: searchWords(query.search) };
  const rows = await listMerchants(ctx.db, filter, query.page, pageSize);
  return { merchants: rows.map(presentMerchant), total: await countMerchants(ctx.db, filter), page: query.page, page_size: pageSize };
}

/** A plan a store may be put on: it exists and is active. */
async function assertAssignablePlan(db: Executor, planId: number | null): Promise<void> {
  if (planId === null) return;
  const plan = await findPlan(db, planId);
  if (!plan) throw badRequest(operatorMessages.planNotFound, 'plan_not_found');
  if (!plan.active) throw badRequest(operatorMessages.planInactive, 'plan_inactive');
}

/**
 * '+ Novo Lojista': a store with the default button. With a contact e-mail, that person receives a
 * single-use invitation (7 days) to choose the password of the store's merchant account.
 */
export async function createMerchant(ctx: AppContext, actor: Actor, input: { store_id: string; store_name: string; contact_email: string | null; plan_id?: number | null | undefined }): Promise<Merchant> {
  const planId = input.plan_id ?? null;
  const now = ctx.clock.now();
  const id = await conflictIfTaken(ctx.db.transaction().execute(async (trx) => {
    if (await findStore(trx, input.store_id)) throw conflict(operatorMessages.storeIdTaken, 'store_id_taken');
    await assertAssignablePlan(trx, planId);
    const store = await insertStore(trx, { storeId: input.store_id, storeName: input.store_name, contactEmail: input.contact_email, now });
    if (planId !== null) await updateMerchant(trx, store.id, { planId });
    if (input.contact_email) await inviteMerchant(ctx, trx, { storeId: store.store_id, storeName: store.store_name, email: input.contact_email });
    await audit(ctx, trx, actor, { action: 'merchant.created', entity: 'merchant', entityId: store.store_id, after: presentMerchant((await findMerchant(trx, store.id))!) });
    return store.id;
  }), operatorMessages.storeIdTaken, 'store_id_taken');
  return presentMerchant((await findMerchant(ctx.db, id))!);
}

/** The operator changes a store's status or plan; an inactive or uninstalled store stops selling. */
export async function changeMerchant(ctx: AppContext, actor: Actor, id: number, input: { status?: MerchantStatus | undefined; plan_id?: number | null | undefined }): Promise<Merchant> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await findMerchant(trx, id);
    if (!before) throw notFound(operatorMessages.merchantNotFound, 'merchant_not_found');
    if (input.plan_id !== undefined) await assertAssignablePlan(trx, input.plan_id);
    await updateMerchant(trx, id, { status: input.status, planId: input.plan_id });
    const after = presentMerchant((await findMerchant(trx, id))!);
    await audit(ctx, trx, actor, { action: 'merchant.updated', entity: 'merchant', entityId: after.store_id, before: presentMerchant(before), after });
    return after;
  });
}
