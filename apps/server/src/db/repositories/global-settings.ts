import type { Executor } from '../executor.ts';

/** One global setting's value, or undefined when it is not set. */
export async function readGlobalSetting(db: Executor, key: string): Promise<unknown> {
  const row = await db.selectFrom('global_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}
