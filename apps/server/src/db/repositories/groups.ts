import type { Insertable, Selectable } from 'kysely';
import type { RescueKind } from '@juntai/domain';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Executor } from '../executor.ts';
import { readGlobalSetting } from './global-settings.ts';
import type { GroupInviteesTable, GroupRow, GroupsTable } from '../schema.ts';
import { groupColumns, inviteeColumns, qualified } from '../columns.ts';

export type InviteeRow = Selectable<GroupInviteesTable>;

/** What the group view and a join's seat choice need of each name on the invite list. */
export const LISTED_INVITEE_COLUMNS = ['name', 'name_key', 'is_creator', 'position'] as const;
export type ListedInvitee = Pick<InviteeRow, (typeof LISTED_INVITEE_COLUMNS)[number]>;

/** The global setting `default_group_expiry_days` as a positive number of days, or undefined if unusable. */
export async function readGroupExpiryDays(db: Executor): Promise<number | undefined> {
  const value = Number(await readGlobalSetting(db, 'default_group_expiry_days'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

export async function insertGroup(db: Executor, values: Insertable<GroupsTable>): Promise<GroupRow> {
  return db.insertInto('groups').values(values).returning(groupColumns).executeTakeFirstOrThrow();
}

export async function findGroupByLinkId(db: Executor, linkId: string): Promise<GroupRow | undefined> {
  return db.selectFrom('groups').select(groupColumns).where('link_id', '=', linkId).executeTakeFirst();
}

/**
 * The group row locked until the transaction ends (`SELECT … FOR UPDATE`): every change to a group,
 * its invite list or its payments takes this lock first, so they happen one at a time per group on
 * any engine and across app instances.
 */
export async function lockGroupByLinkId(trx: Executor, linkId: string): Promise<GroupRow | undefined> {
  return trx.selectFrom('groups').select(groupColumns).where('link_id', '=', linkId).forUpdate().executeTakeFirst();
}

export async function lockGroupById(trx: Executor, id: number): Promise<GroupRow | undefined> {
  return trx.selectFrom('groups').select(groupColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function listInvitees(db: Executor, groupId: number): Promise<InviteeRow[]> {
  return db.selectFrom('group_invitees').select(inviteeColumns).where('group_id', '=', groupId).orderBy('position').execute();
}

export interface NewInvitee {
  name: string;
  nameKey: string;
  isCreator: boolean;
}

/** Writes the whole invite list in order (positions 0…n-1), replacing what was there. */
export async function replaceInvitees(db: Executor, groupId: number, invitees: readonly NewInvitee[]): Promise<void> {
  await db.deleteFrom('group_invitees').where('group_id', '=', groupId).execute();
  if (invitees.length === 0) return;
  await db.insertInto('group_invitees').values(invitees.map((invitee, position) => ({
    group_id: groupId,
    name: invitee.name,
    name_key: invitee.nameKey,
    position,
    is_creator: invitee.isCreator,
  }))).execute();
}

/** The insert of one name at the end of the invite list, unsent (a join sends it with its payment). */
export function inviteeInsert(db: Executor, groupId: number, invitee: NewInvitee, position: number) {
  return db.insertInto('group_invitees').values({
    group_id: groupId, name: invitee.name, name_key: invitee.nameKey, position, is_creator: invitee.isCreator,
  });
}

export async function deleteInvitee(db: Executor, inviteeId: number): Promise<void> {
  await db.deleteFrom('group_invitees').where('id', '=', inviteeId).execute();
}

/** active → completed, once: false when another transaction already closed the group. */
export async function markGroupCompleted(db: Executor, groupId: number, now: Date, rescuedBy: RescueKind | null): Promise<boolean> {
  const row = await db.updateTable('groups').set({ status: 'completed', closed_at: now, rescued_by: rescuedBy })
    .where('id', '=', groupId).where('status', '=', 'active').returning('id').executeTakeFirst();
  return row !== undefined;
}

/** active → expired, once, and only when its time has come. */
export async function markGroupExpired(db: Executor, groupId: number, now: Date): Promise<boolean> {
  const row = await db.updateTable('groups').set({ status: 'expired', closed_at: now })
    .where('id', '=', groupId).where('status', '=', 'active').where('expires_at', '<=', now)
    .returning('id').executeTakeFirst();
  return row !== undefined;
}

/** Active groups whose time has run out, oldest first. */
export async function listDueGroupIds(db: Executor, now: Date, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('groups').select('id')
    .where('status', '=', 'active').where('expires_at', '<=', now)
    .orderBy('expires_at').limit(limit).execute();
  return rows.map((r) => r.id);
}

/** Deletes a group; its invitees and payment records go with it (ON DELETE CASCADE). */
export async function deleteGroupRow(db: Executor, groupId: number): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', groupId).execute();
}

/**
 * Groups with their invite lists in order and their payment facts, as JSON sub-rows: the base of
 * every read that ends in the public group shape (one group, or a dashboard list).
 */
export function selectGroupSnapshots(db: Executor) {
  return db.selectFrom('groups').select(qualified('groups', groupColumns)).select((eb) => [
    jsonArrayFrom(eb.selectFrom('group_invitees')
      .select(LISTED_INVITEE_COLUMNS)
      .whereRef('group_invitees.group_id', '=', 'groups.id')
      .orderBy('position')).as('invitees'),
    jsonArrayFrom(eb.selectFrom('payments as p')
      .select(['p.id', 'p.seat_key', 'p.status', 'p.method', 'p.amount_cents', 'p.pix_expires_at', 'p.covered_by_organizer'])
      .whereRef('p.group_id', '=', 'groups.id')
      .orderBy('p.id')).as('payments'),
  ]);
}

/**
 * Everything the public group answer needs, read in one statement (one snapshot, one round trip):
 * the group, its invite list in order and the payment facts per seat. JSON sub-rows carry timestamps
 * as text.
 */
export async function readGroupSnapshot(db: Executor, where: { linkId: string } | { id: number }) {
  let query = selectGroupSnapshots(db);
  query = 'linkId' in where ? query.where('groups.link_id', '=', where.linkId) : query.where('groups.id', '=', where.id);
  return query.executeTakeFirst();
}

export type GroupSnapshot = NonNullable<Awaited<ReturnType<typeof readGroupSnapshot>>>;

// ── Test support (used only by routes/testing.ts, which exists only when NODE_ENV=test) ────────
/** Moves an active group's expiry into the past, as if its 48 hours had run out. */
export async function backdateGroupExpiry(db: Executor, linkId: string, expiresAt: Date): Promise<boolean> {
  const result = await db.updateTable('groups').set({ expires_at: expiresAt })
    .where('link_id', '=', linkId).where('status', '=', 'active').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

