import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../executor.ts';
import type { Database, GroupStatus } from '../schema.ts';
import { whereEffectiveStatus } from './group-status.ts';

/**
 * What a dashboard request proved: organizer tokens it holds (as sha256), payer tokens it holds (as
 * sha256) and an e-mail it verified.
 */
export interface OrganizerScope {
  tokenHashes: string[];
  /** Payer tokens' hashes: the groups this browser paid into. Absent means none. */
  payerTokenHashes?: string[];
  /** Lower-case e-mail proved through the one-time link, if any: groups organized or paid with it. */
  email: string | null;
  /** An operator session: every group, newest first, at most OPERATOR_GROUPS_LIMIT. */
  all?: boolean;
}

/** The back office keeps the newest 20 groups (spec §9); the operator's list stops a little after. */
export const OPERATOR_GROUPS_LIMIT = 100;


/**
 * The groups in the scope, newest first, optionally only those with an effective status: which groups,
 * not what they show. The group itself comes from the group read cache (ADR 0030), so a dashboard costs
 * one index lookup however many groups and payments the database holds.
 */
export async function listScopedGroupRefs(db: Executor, scope: OrganizerScope, status: GroupStatus | undefined, now: Date) {
  const payerHashes = scope.payerTokenHashes ?? [];
  // Organized: by a token this request holds, or with its proved e-mail.
  const organizes = (eb: ExpressionBuilder<Database, 'groups'>): Expression<SqlBool> => {
    const owners = [];
    if (scope.tokenHashes.length > 0) owners.push(eb('groups.organizer_token_hash', 'in', scope.tokenHashes));
    if (scope.email) owners.push(eb(eb.fn('lower', ['groups.creator_email']), '=', scope.email));
    return owners.length > 0 ? eb.or(owners) : sql<boolean>`false`;
  };
  // Paid into: a payment made by a browser holding one of these payer tokens, or with the proved e-mail
  // (any payment, refunded ones too: a refunded quota of an expired group is still part of one's story).
  const paysInto = (eb: ExpressionBuilder<Database, 'groups'>) => eb.exists(eb.selectFrom('payments').select(sql`1`.as('one'))
    .whereRef('payments.group_id', '=', 'groups.id')
    .where((pb) => {
      const payers = [];
      if (payerHashes.length > 0) payers.push(pb('payments.payer_token_hash', 'in', payerHashes));
      if (scope.email) payers.push(pb(pb.fn('lower', ['payments.email']), '=', scope.email));
      return pb.or(payers);
    }));
  let query = db.selectFrom('groups').select((eb) => ['groups.link_id', 'groups.creator_email', sql<boolean>`${organizes(eb)}`.as('organized')]);
  if (status) query = query.where((eb) => whereEffectiveStatus(eb, status, now));
  if (scope.all) return query.orderBy('groups.created_at', 'desc').orderBy('groups.id', 'desc').limit(OPERATOR_GROUPS_LIMIT).execute();
  if (scope.tokenHashes.length === 0 && payerHashes.length === 0 && !scope.email) return [];
  return query.where((eb) => {
    const reasons = [];
    if (scope.tokenHashes.length > 0 || scope.email) reasons.push(organizes(eb));
    if (payerHashes.length > 0 || scope.email) reasons.push(paysInto(eb));
    return eb.or(reasons);
  }).orderBy('groups.created_at', 'desc').orderBy('groups.id', 'desc').execute();
}

/** Whether an e-mail organized a group or paid into one: only then is an access link worth sending. */
export async function hasGroupsForEmail(db: Executor, email: string): Promise<boolean> {
  const row = await db.selectFrom('groups').select('id').where((eb) => eb(eb.fn('lower', ['creator_email']), '=', email)).limit(1).executeTakeFirst();
  if (row) return true;
  const paid = await db.selectFrom('payments').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email)).limit(1).executeTakeFirst();
  return paid !== undefined;
}

// ── One-time proofs of an organizer e-mail (organizer_proofs) ──────────────────────────────────
export async function insertOrganizerProof(db: Executor, proof: { tokenHash: string; email: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.insertInto('organizer_proofs').values({
    token_hash: proof.tokenHash, email: proof.email, expires_at: proof.expiresAt, created_at: proof.now,
  }).execute();
}

/**
 * Marks a proof used if it is still unused and unexpired, in one statement, so two tabs opening the
 * same link cannot both get a session. Returns the proved e-mail, or undefined.
 */
export async function consumeOrganizerProof(db: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db.updateTable('organizer_proofs').set({ used_at: now })
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now)
    .returning('email').executeTakeFirst();
  return row?.email;
}

export async function findOrganizerProof(db: Executor, tokenHash: string) {
  return db.selectFrom('organizer_proofs').select(['email', 'expires_at', 'used_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Forgets proofs that can no longer be used (expired a day ago), so the table does not grow forever. */
export async function deleteStaleOrganizerProofs(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('organizer_proofs').where('expires_at', '<', before).execute();
}

// ── Dashboard sessions (dashboard_sessions) ────────────────────────────────────────────────────
export async function insertDashboardSession(db: Executor, session: { tokenHash: string; email: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.insertInto('dashboard_sessions').values({
    token_hash: session.tokenHash, email: session.email, expires_at: session.expiresAt, created_at: session.now,
  }).execute();
}

/** The e-mail of a live session, or undefined when the token is unknown or expired. */
export async function findDashboardSessionEmail(db: Executor, tokenHash: string, now: Date): Promise<string | undefined> {
  const row = await db.selectFrom('dashboard_sessions').select('email')
    .where('token_hash', '=', tokenHash).where('expires_at', '>', now).executeTakeFirst();
  return row?.email;
}

export async function deleteDashboardSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('dashboard_sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredDashboardSessions(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('dashboard_sessions').where('expires_at', '<=', now).execute();
}
