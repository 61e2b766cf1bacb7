import { operatorCatalogueMessages as messages } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import {
  deleteCategory, deleteOccasion, findCategory, findOccasion, insertCategory, insertOccasion, updateCategory, updateOccasion,
} from '../../db/repositories/operator-catalogue.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { type Actor, audit, auditedEdit } from './audit.ts';
import { conflictIfTaken } from '../../db/errors.ts';

/** A name already taken answers 409 with the spec's kind of sentence, and nothing is written. */
const uniqueName = <T>(work: () => Promise<T>): Promise<T> => conflictIfTaken(work(), messages.nameTaken, 'name_taken');

async function mustFindCategory(db: Executor, id: number) {
  const row = await findCategory(db, id);
  if (!row) throw notFound(messages.categoryNotFound, 'category_not_found');
  return row;
}

async function mustFindOccasion(db: Executor, id: number) {
  const row = await findOccasion(db, id);
  if (!row) throw notFound(messages.occasionNotFound, 'occasion_not_found');
  return row;
}

export async function createCategory(ctx: AppContext, actor: Actor, input: { name: string; icon: string; target_audience: string }) {
  return uniqueName(() => ctx.db.transaction().execute(async (trx) => {
    const id = await insertCategory(trx, input);
    const category = await mustFindCategory(trx, id);
    await audit(ctx, trx, actor, { action: 'category.created', entity: 'category', entityId: id, after: category });
    return category;
  }));
}

/** Rename (its products follow), change the icon, or deactivate (kept for its products, no longer offered). */
export async function changeCategory(ctx: AppContext, actor: Actor, id: number, input: { name?: string | undefined; icon?: string | undefined; active?: boolean | undefined }) {
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(messages.nothingToChange, 'validation');
  return uniqueName(() => ctx.db.transaction().execute((trx) => auditedEdit(ctx, trx, actor, { action: 'category.updated', entity: 'category', entityId: id },
    () => mustFindCategory(trx, id), (before) => updateCategory(trx, id, before.name, withoutUndefined(input)))));
}

/** A category that products use cannot be removed (deactivate it instead). */
export async function removeCategory(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await mustFindCategory(trx, id);
    if (before.products > 0) throw conflict(messages.categoryInUse(before.products), 'category_in_use');
    await deleteCategory(trx, id);
    await audit(ctx, trx, actor, { action: 'category.deleted', entity: 'category', entityId: id, before });
  });
}

export async function createOccasion(ctx: AppContext, actor: Actor, input: { name: string; icon: string; featured: boolean; suggested_group_sizes: number[] }) {
  return uniqueName(() => ctx.db.transaction().execute(async (trx) => {
    const id = await insertOccasion(trx, input);
    const occasion = await mustFindOccasion(trx, id);
    await audit(ctx, trx, actor, { action: 'occasion.created', entity: 'occasion', entityId: id, after: occasion });
    return occasion;
  }));
}

export async function changeOccasion(ctx: AppContext, actor: Actor, id: number, input: {
  name?: string | undefined; icon?: string | undefined; featured?: boolean | undefined; active?: boolean | undefined; suggested_group_sizes?: number[] | undefined;
}) {
  if (Object.values(input).every((v) => v === undefined)) throw badRequest(messages.nothingToChange, 'validation');
  return uniqueName(() => ctx.db.transaction().execute((trx) => auditedEdit(ctx, trx, actor, { action: 'occasion.updated', entity: 'occasion', entityId: id },
    () => mustFindOccasion(trx, id), () => updateOccasion(trx, id, withoutUndefined(input)))));
}

export async function removeOccasion(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await mustFindOccasion(trx, id);
    await deleteOccasion(trx, id);
    await audit(ctx, trx, actor, { action: 'occasion.deleted', entity: 'occasion', entityId: id, before });
  });
}

function withoutUndefined<T extends Record<string, unknown>>(input: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}
