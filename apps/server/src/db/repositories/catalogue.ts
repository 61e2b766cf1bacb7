import type { Executor } from '../executor.ts';

/** The catalogue's active categories, by name (the marketplace's category filter). */
export async function listCategories(db: Executor) {
  return db.selectFrom('categories').select(['id', 'name', 'icon', 'target_audience']).where('active', '=', true).orderBy('name').execute();
}

/** Active special occasions, featured first (the marketplace's "Grupos de X-Y pessoas" tiles). */
export async function listActiveOccasions(db: Executor) {
  return db.selectFrom('occasions')
    .select(['id', 'name', 'icon', 'featured', 'suggested_group_sizes'])
    .where('active', '=', true)
    .orderBy('featured', 'desc').orderBy('id')
    .execute();
}
