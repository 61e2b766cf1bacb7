import type { AuditAction } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { auditEntryInsert, listAuditEntries } from '../../db/repositories/audit-log.ts';

/** Who made a back-office change. */
export interface Actor {
  userId: number;
  email: string;
}

/**
 * Records one operator change in the caller's transaction, so the entry exists exactly when the change
 * does. `before` is undefined for a creation.
 */
export async function audit(ctx: AppContext, db: Executor, actor: Actor, change: { action: AuditAction; entity: string; entityId: string | number | null; before?: unknown; after?: unknown }): Promise<void> {
  await auditEntryInsert(db, {
    actorUserId: actor.userId, actorEmail: actor.email, action: change.action, entity: change.entity,
    entityId: change.entityId === null ? null : String(change.entityId), before: change.before, after: change.after, at: ctx.clock.now(),
  }).execute();
}

/**
 * An edit of one record in the caller's transaction, audited: the record as `find` reads it before and
 * after `change`, in one entry. Answers the record after.
 */
export async function auditedEdit<T>(
  ctx: AppContext, db: Executor, actor: Actor, entry: { action: AuditAction; entity: string; entityId: number },
  find: () => Promise<T>, change: (before: T) => Promise<unknown>,
): Promise<T> {
  const before = await find();
  await change(before);
  const after = await find();
  await audit(ctx, db, actor, { ...entry, before, after });
  return after;
}

/** GET /api/super-admin/audit: entries newest first, paged by id. */
export async function auditEntries(ctx: AppContext, limit: number, beforeId: number | undefined) {
  const rows = await listAuditEntries(ctx.db, limit, beforeId);
  return rows.map((r) => ({
    id: r.id, actor_email: r.actor_email, action: r.action, entity: r.entity, entity_id: r.entity_id,
    before: r.before ?? null, after: r.after ?? null, at: new Date(r.at).toISOString(),
  }));
}
