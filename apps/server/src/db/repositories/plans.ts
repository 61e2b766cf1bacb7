import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import { planColumns, qualified } from '../columns.ts';

/** Plans with how many stores are on each now. */
export function selectPlans(db: Executor) {
  return db.selectFrom('plans').select(qualified('plans', planColumns)).select((eb) => [
    eb.selectFrom('stores').select(sql<number>`count(*)::int`.as('n')).whereRef('stores.plan_id', '=', 'plans.id').as('merchants_count'),
  ]);
}

export async function listPlans(db: Executor) {
  return selectPlans(db).orderBy('plans.active', 'desc').orderBy('plans.created_at').orderBy('plans.id').execute();
}

export async function findPlan(db: Executor, id: number) {
  return selectPlans(db).where('plans.id', '=', id).executeTakeFirst();
}

/** A plan's own fields as the operator saves them. */
export interface PlanValues {
  name: string;
  monthly_fee_cents: number;
  percentage_fee: number;
  description: string | null;
}

export async function insertPlan(db: Executor, plan: PlanValues, now: Date): Promise<number> {
  const row = await db.insertInto('plans').values({ ...plan, created_at: now }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(db: Executor, id: number, plan: PlanValues & { active?: boolean | undefined }): Promise<boolean> {
  const { active, ...values } = plan;
  const result = await db.updateTable('plans').set({ ...values, ...(active !== undefined ? { active } : {}) }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPlanActive(db: Executor, id: number, active: boolean): Promise<boolean> {
  const result = await db.updateTable('plans').set({ active }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
