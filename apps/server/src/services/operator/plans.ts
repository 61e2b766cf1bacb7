import { type Plan, superAdminMessages, toReais } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { findPlan, insertPlan, listPlans, setPlanActive, updatePlan } from '../../db/repositories/plans.ts';
import { conflict, notFound } from '../../errors.ts';

type PlanRow = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

export function presentPlan(row: PlanRow): Plan {
  return {
    id: row.id, name: row.name, monthly_fee: toReais(row.monthly_fee_cents), percentage_fee: Number(row.percentage_fee),
    description: row.description, active: row.active, created_at: new Date(row.created_at).toISOString(),
    merchants_count: Number(row.merchants_count ?? 0),
  };
}

/** What the contract parsed: the monthly fee is already in centavos. */
export interface ParsedPlan {
  name: string;
  monthly_fee: number;
  percentage_fee: number;
  description: string | null;
  active?: boolean | undefined;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function mustFind(ctx: AppContext, id: number): Promise<Plan> {
  const row = await findPlan(ctx.db, id);
  if (!row) throw notFound(superAdminMessages.planNotFound, 'plan_not_found');
  return presentPlan(row);
}

export async function allPlans(ctx: AppContext): Promise<Plan[]> {
  return (await listPlans(ctx.db)).map(presentPlan);
}

export async function createPlan(ctx: AppContext, input: ParsedPlan): Promise<Plan> {
  try {
    const id = await insertPlan(ctx.db, { name: input.name, monthlyFeeCents: input.monthly_fee, percentageFee: input.percentage_fee, description: input.description }, ctx.clock.now());
    return await mustFind(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(superAdminMessages.planNameTaken, 'plan_name_taken');
    throw error;
  }
}

export async function editPlan(ctx: AppContext, id: number, input: ParsedPlan): Promise<Plan> {
  try {
    const found = await updatePlan(ctx.db, id, {
      name: input.name, monthlyFeeCents: input.monthly_fee, percentageFee: input.percentage_fee, description: input.description, active: input.active,
    });
    if (!found) throw notFound(superAdminMessages.planNotFound, 'plan_not_found');
    return await mustFind(ctx, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(superAdminMessages.planNameTaken, 'plan_name_taken');
    throw error;
  }
}

/** 'Excluir' deactivates: stores already on the plan keep it until the operator changes them. */
export async function deactivatePlan(ctx: AppContext, id: number): Promise<Plan> {
  if (!(await setPlanActive(ctx.db, id, false))) throw notFound(superAdminMessages.planNotFound, 'plan_not_found');
  return mustFind(ctx, id);
}

