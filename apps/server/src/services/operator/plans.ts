import { type Plan, operatorMessages, toReais } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { findPlan, insertPlan, listPlans, setPlanActive, updatePlan } from '../../db/repositories/plans.ts';
import type { Executor } from '../../db/executor.ts';
import { notFound } from '../../errors.ts';
import { type Actor, audit, auditedEdit } from './audit.ts';
import { conflictIfTaken } from '../../db/errors.ts';

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


async function mustFind(db: Executor, id: number): Promise<Plan> {
  const row = await findPlan(db, id);
  if (!row) throw notFound(operatorMessages.planNotFound, 'plan_not_found');
  return presentPlan(row);
}

export async function allPlans(ctx: AppContext): Promise<Plan[]> {
  return (await listPlans(ctx.db)).map(presentPlan);
}

/** Runs a plan change and its audit entry in one transaction; a duplicate name is a 409. */
function planChange(ctx: AppContext, work: (trx: Executor) => Promise<Plan>): Promise<Plan> {
  return conflictIfTaken(ctx.db.transaction().execute(work), operatorMessages.planNameTaken, 'plan_name_taken');
}

/** The table's own fields of a parsed plan; `active` only where an edit sends it. */
const valuesOf = ({ monthly_fee, active: _active, ...rest }: ParsedPlan) => ({ ...rest, monthly_fee_cents: monthly_fee });

export async function createPlan(ctx: AppContext, actor: Actor, input: ParsedPlan): Promise<Plan> {
  return planChange(ctx, async (trx) => {
    const id = await insertPlan(trx, valuesOf(input), ctx.clock.now());
    const plan = await mustFind(trx, id);
    await audit(ctx, trx, actor, { action: 'plan.created', entity: 'plan', entityId: id, after: plan });
    return plan;
  });
}

export async function editPlan(ctx: AppContext, actor: Actor, id: number, input: ParsedPlan): Promise<Plan> {
  const values = { ...valuesOf(input), active: input.active };
  return planChange(ctx, (trx) => auditedEdit(ctx, trx, actor, { action: 'plan.updated', entity: 'plan', entityId: id },
    () => mustFind(trx, id), () => updatePlan(trx, id, values)));
}

/** 'Excluir' deactivates: stores already on the plan keep it until the operator changes them. */
export async function deactivatePlan(ctx: AppContext, actor: Actor, id: number): Promise<Plan> {
  return planChange(ctx, (trx) => auditedEdit(ctx, trx, actor, { action: 'plan.deactivated', entity: 'plan', entityId: id },
    () => mustFind(trx, id), () => setPlanActive(trx, id, false)));
}
