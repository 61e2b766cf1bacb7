import type { AuditAction } from '@juntai/contract';
import type { Executor } from '../executor.ts';
import { auditColumns } from '../columns.ts';

export interface AuditEntry {
  /** Null for someone without an account (the organizer of a group, by its token). */
  actorUserId: number | null;
  actorEmail: string;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  at: Date;
}

/**
 * An audit entry's insert, unsent: executed alone or in one statement with the change it records.
 * Inserts only: nothing in the app updates or deletes an audit entry.
 */
export function auditEntryInsert(db: Executor, entry: AuditEntry) {
  return db.insertInto('audit_log').values({
    actor_user_id: entry.actorUserId, actor_email: entry.actorEmail, action: entry.action, entity: entry.entity,
    entity_id: entry.entityId, before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after), at: entry.at,
  });
}

/** Newest first, keyset-paged by id. */
export async function listAuditEntries(db: Executor, limit: number, beforeId?: number) {
  let query = db.selectFrom('audit_log').select(auditColumns).orderBy('id', 'desc').limit(limit);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.execute();
}
