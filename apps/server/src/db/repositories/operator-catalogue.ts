import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import { categoryColumns, occasionColumns } from '../columns.ts';

/** Categories and occasions as the operator edits them. */

export async function findCategory(db: Executor, id: number) {
  return db.selectFrom('categories').select(categoryColumns)
    .select((eb) => eb.selectFrom('products').select(sql<number>`count(*)::int`.as('n')).whereRef('products.category', '=', 'categories.name').as('products'))
    .$narrowType<{ products: number }>()
    .where('id', '=', id).executeTakeFirst();
}

export async function findCategoryByName(db: Executor, name: string) {
  return db.selectFrom('categories').select(categoryColumns).where('name', '=', name).executeTakeFirst();
}

export async function insertCategory(db: Executor, values: { name: string; icon: string; target_audience: string }): Promise<number> {
  return (await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A rename carries the category's products along (they name their category). */
export async function updateCategory(db: Executor, id: number, before: string, values: { name?: string; icon?: string; active?: boolean }): Promise<void> {
  await db.updateTable('categories').set(values).where('id', '=', id).execute();
  if (values.name !== undefined && values.name !== before) {
    await db.updateTable('products').set({ category: values.name }).where('category', '=', before).execute();
  }
}

export async function deleteCategory(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}

export async function findOccasion(db: Executor, id: number) {
  return db.selectFrom('occasions').select(occasionColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertOccasion(db: Executor, values: { name: string; icon: string; featured: boolean; suggested_group_sizes: number[] }): Promise<number> {
  const row = await db.insertInto('occasions')
    .values({ ...values, active: true, suggested_group_sizes: JSON.stringify(values.suggested_group_sizes) })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOccasion(db: Executor, id: number, values: { name?: string; icon?: string; featured?: boolean; active?: boolean; suggested_group_sizes?: number[] }): Promise<void> {
  const { suggested_group_sizes: sizes, ...rest } = values;
  await db.updateTable('occasions').set({ ...rest, ...(sizes ? { suggested_group_sizes: JSON.stringify(sizes) } : {}) }).where('id', '=', id).execute();
}

export async function deleteOccasion(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('occasions').where('id', '=', id).execute();
}
