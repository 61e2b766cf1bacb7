import type { GlobalSettingKey } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { readAllGlobalSettings, writeGlobalSetting } from '../../db/repositories/global-settings.ts';
import { type Actor, audit } from './audit.ts';

/** GET /api/super-admin/global-settings: the spec's map of key → {value}. */
export async function globalSettings(ctx: AppContext): Promise<Record<string, { value: unknown }>> {
  const all = await readAllGlobalSettings(ctx.db);
  return Object.fromEntries(Object.entries(all).map(([key, value]) => [key, { value }]));
}

/**
 * PUT: saves the validated keys in one transaction with one audit entry (before and after of the keys
 * that changed). A new `default_group_expiry_days` applies to groups created from then on.
 */
export async function saveGlobalSettings(ctx: AppContext, actor: Actor, settings: Partial<Record<GlobalSettingKey, unknown>>): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const current = await readAllGlobalSettings(trx);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(settings)) {
      if (JSON.stringify(current[key]) === JSON.stringify(value)) continue;
      before[key] = current[key] ?? null;
      after[key] = value;
      await writeGlobalSetting(trx, key, value, now);
    }
    if (Object.keys(after).length > 0) await audit(ctx, trx, actor, { action: 'settings.updated', entity: 'global_settings', entityId: null, before, after });
  });
}
