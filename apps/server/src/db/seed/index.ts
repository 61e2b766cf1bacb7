import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { ensureBaseline } from './baseline.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';

const DEMO_SEED_KEY = 'demo_seed_version';
const DEMO_SEED_VERSION = '1';

/**
 * Fills a new database. The demo catalogue goes in once, in one transaction, and is marked as done,
 * so a restart neither duplicates it nor brings back what the operator deleted since.
 */
export async function seedDatabase(db: Kysely<Database>, options: { demo: boolean }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ensureBaseline(trx);
    if (!options.demo) return;
    const marker = await trx.selectFrom('app_meta').select('value').where('key', '=', DEMO_SEED_KEY).forUpdate().executeTakeFirst();
    if (marker) return;
    // Two instances booting together: the insert below conflicts for the second, whose transaction fails
    // and retries on its next boot; the migration advisory lock already serialises most of this.
    await trx.insertInto('app_meta').values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION }).execute();
    await seedDemoCatalogue(trx);
  });
}

/** Whether the demo catalogue was ever loaded into this database (a live installation refuses it). */
export async function hasDemoData(db: Kysely<Database>): Promise<boolean> {
  return Boolean(await db.selectFrom('app_meta').select('key').where('key', '=', DEMO_SEED_KEY).executeTakeFirst());
}
