import type { Executor } from '../executor.ts';

/** One global setting's value, or undefined when it is not set. */
export async function readGlobalSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('global_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function readAllGlobalSettings(db: Executor): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('global_settings').select(['key', 'value']).orderBy('key').execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function writeGlobalSetting(db: Executor, key: string, value: unknown, now: Date): Promise<void> {
  await db.insertInto('global_settings').values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now })).execute();
}
