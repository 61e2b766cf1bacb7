import { sql } from 'kysely';
import type { Executor } from '../executor.ts';
import { WEBHOOK_ENVELOPE } from './retention.ts';

/**
 * What is held under one person's e-mail, and its correction and erasure (LGPD art. 18, ADR 0053).
 * `email` is always trimmed and lower-cased by the caller; every statement compares it the same way.
 */

const sameEmail = (column: string, email: string) => sql<boolean>`lower(trim(${sql.ref(column)})) = ${email}`;

/** Groups the e-mail organized, with the invite list's names (as the organizer typed them). */
export async function groupsOrganizedBy(db: Executor, email: string) {
  return db.selectFrom('groups')
    .select((eb) => [
      'link_id', 'product_name', 'status', 'total_cents', 'number_of_quotas', 'creator_name', 'creator_whatsapp',
      'created_at', 'expires_at', 'closed_at',
      eb.selectFrom('group_invitees').select(sql<string[]>`coalesce(array_agg(name ORDER BY position), '{}')`.as('names'))
        .whereRef('group_invitees.group_id', '=', 'groups.id').as('participants'),
    ])
    .where(sameEmail('creator_email', email)).orderBy('created_at').orderBy('id').execute();
}

/** The e-mail's own payments, with the group they went to. */
export async function paymentsMadeBy(db: Executor, email: string) {
  return db.selectFrom('payments').innerJoin('groups', 'groups.id', 'payments.group_id')
    .select([
      'groups.link_id', 'groups.product_name', 'payments.name', 'payments.whatsapp', 'payments.method', 'payments.installments',
      'payments.amount_cents', 'payments.installment_cents', 'payments.status', 'payments.created_at', 'payments.paid_at',
    ])
    .where(sameEmail('payments.email', email)).orderBy('payments.created_at').orderBy('payments.id').execute();
}

/** E-mails sent (or queued) to the address: dates and subjects only. */
export async function emailsSentTo(db: Executor, email: string) {
  return db.selectFrom('email_outbox').select(['subject', 'status', 'created_at', 'sent_at'])
    .where(sameEmail('to_address', email)).orderBy('id').execute();
}

/** Groups still active (as stored: the expiry job closes them) that the e-mail organized or paid into. */
export async function activeGroupsOf(db: Executor, email: string): Promise<number[]> {
  const rows = await db.selectFrom('groups').select('id').where('status', '=', 'active')
    .where((eb) => eb.or([
      sameEmail('creator_email', email),
      eb.exists(eb.selectFrom('payments').select(sql`1`.as('one')).whereRef('payments.group_id', '=', 'groups.id').where(sameEmail('payments.email', email))),
    ])).execute();
  return rows.map((r) => r.id);
}

/** "Corrigir meus dados": the name and WhatsApp the person gave, on groups still active. Answers the groups (link ids) and payments changed. */
export async function correctActiveData(db: Executor, email: string, change: { name?: string | undefined; whatsapp?: string | undefined }) {
  let groups: string[] = [];
  let payments = 0;
  const groupSet = { ...(change.name ? { creator_name: change.name } : {}), ...(change.whatsapp ? { creator_whatsapp: change.whatsapp } : {}) };
  const paymentSet = change.whatsapp ? { whatsapp: change.whatsapp } : undefined;
  if (Object.keys(groupSet).length > 0) {
    const rows = await db.updateTable('groups').set(groupSet).where('status', '=', 'active').where(sameEmail('creator_email', email))
      .returning('link_id').execute();
    groups = rows.map((r) => r.link_id);
  }
  // A payment's name is its seat on the invite list, the organizer's to change: only the WhatsApp here.
  if (paymentSet) {
    const result = await db.updateTable('payments').set(paymentSet).where(sameEmail('payments.email', email))
      .where('group_id', 'in', (eb) => eb.selectFrom('groups').select('id').where('status', '=', 'active')).executeTakeFirst();
    payments = Number(result.numUpdatedRows);
  }
  return { groups, payments };
}

/**
 * Anonymises the person behind `email` in every group that is no longer active, as the retention job
 * does a whole group: the person's seats become 'Participante N' (their payments follow the seat), their
 * e-mail becomes `alias`, their WhatsApp, payer tokens and client addresses are emptied. Amounts,
 * methods, installments, statuses, dates and provider references stay. Nobody else's row changes.
 * Answers the link ids of the groups it touched.
 */
export async function anonymisePersonInEndedGroups(db: Executor, email: string, alias: string): Promise<string[]> {
  const result = await sql<{ link_id: string }>`
    WITH ended AS (
      SELECT id, ${sameEmail('creator_email', email)} AS organized FROM groups
      WHERE status <> 'active' AND (${sameEmail('creator_email', email)}
        OR id IN (SELECT group_id FROM payments WHERE ${sameEmail('email', email)}))
    ), mine AS (
      SELECT p.id, i.id AS invitee_id, i.position FROM payments p
      LEFT JOIN group_invitees i ON i.group_id = p.group_id AND i.name_key = p.seat_key
      WHERE p.group_id IN (SELECT id FROM ended) AND ${sameEmail('p.email', email)}
    ), seats AS (
      UPDATE group_invitees SET name = 'Participante ' || (position + 1), name_key = 'participante ' || (position + 1)
      WHERE id IN (SELECT invitee_id FROM mine) OR (is_creator AND group_id IN (SELECT id FROM ended WHERE organized))
      RETURNING group_id
    ), paid AS (
      UPDATE payments p SET
        name = coalesce('Participante ' || (m.position + 1), 'Participante removido'),
        seat_key = coalesce('participante ' || (m.position + 1), 'removido ' || p.id),
        email = ${alias}, whatsapp = '', payer_token_hash = NULL, client_address = NULL
      FROM mine m WHERE p.id = m.id
      RETURNING p.group_id
    ), organized AS (
      UPDATE groups SET creator_name = 'Organizador anonimizado', creator_email = ${alias}, creator_whatsapp = ''
      WHERE id IN (SELECT id FROM ended WHERE organized)
      RETURNING id
    )
    SELECT link_id FROM groups WHERE id IN (SELECT id FROM ended)`.execute(db);
  return result.rows.map((r) => r.link_id);
}

/**
 * The person's traces outside groups and payments: e-mails already sent to them (body and address),
 * store deliveries that carry their e-mail (body replaced by its envelope), the answers kept for
 * repeated requests that carry it, card declines counted under it, and the audit entries that name it
 * (the address replaced by `alias`). Only e-mails not yet sent keep their address, to be delivered.
 */
export async function eraseTracesOf(db: Executor, email: string, alias: string, now: Date): Promise<void> {
  await sql`
    UPDATE email_outbox SET text_body = '', html_body = NULL, content = NULL, to_address = '', body_pruned_at = ${now}
    WHERE status <> 'pending' AND ${sameEmail('to_address', email)}`.execute(db);
  await sql`
    UPDATE webhook_deliveries SET body_pruned_at = ${now}, body = ${WEBHOOK_ENVELOPE}
    WHERE status <> 'pending' AND position(${email} IN lower(body)) > 0`.execute(db);
  await sql`DELETE FROM idempotency_keys WHERE position(${email} IN lower(response::text)) > 0`.execute(db);
  await db.deleteFrom('card_declines').where('email_key', '=', email).execute();
  await db.deleteFrom('organizer_proofs').where(sameEmail('email', email)).execute();
  // Any spelling of the address: the pattern matches it case-insensitively, as a literal.
  const pattern = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await sql`
    UPDATE audit_log SET
      actor_email = CASE WHEN lower(actor_email) = ${email} THEN ${alias} ELSE actor_email END,
      entity_id = CASE WHEN lower(entity_id) = ${email} THEN ${alias} ELSE entity_id END,
      before = regexp_replace(before::text, ${pattern}, ${alias}, 'gi')::jsonb,
      after = regexp_replace(after::text, ${pattern}, ${alias}, 'gi')::jsonb
    WHERE lower(actor_email) = ${email} OR lower(entity_id) = ${email} OR position(${email} IN lower(before::text)) > 0 OR position(${email} IN lower(after::text)) > 0`.execute(db);
}

// ── Erasures waiting for active groups (pending_erasures, migration 0032) ─────────────────────
export async function findPendingErasure(db: Executor, email: string) {
  return db.selectFrom('pending_erasures').select(['email_key', 'alias']).where('email_key', '=', email).executeTakeFirst();
}

export async function savePendingErasure(db: Executor, erasure: { email: string; alias: string; now: Date }): Promise<void> {
  await db.insertInto('pending_erasures').values({ email_key: erasure.email, alias: erasure.alias, requested_at: erasure.now })
    .onConflict((oc) => oc.column('email_key').doNothing()).execute();
}

export async function listPendingErasures(db: Executor) {
  return db.selectFrom('pending_erasures').select(['email_key', 'alias']).orderBy('requested_at').execute();
}

export async function deletePendingErasure(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('pending_erasures').where('email_key', '=', email).execute();
}

/**
 * The people the operator looks for: every e-mail that organized or paid with `email`, or with a
 * WhatsApp whose digits are `digits`, with the names given and how much is held under it.
 */
export async function searchPeople(db: Executor, query: { email?: string; digits?: string }) {
  const matches = (emailColumn: string, whatsappColumn: string) => sql<boolean>`(
    ${query.email ? sameEmail(emailColumn, query.email) : sql`false`}
    OR ${query.digits ? sql`regexp_replace(${sql.ref(whatsappColumn)}, '\\D', '', 'g') LIKE ${`%${query.digits}`}` : sql`false`})`;
  const result = await sql<{ email: string; names: string[]; groups_organized: number; payments: number; active_groups: number }>`
    WITH people AS (
      SELECT lower(trim(creator_email)) AS email FROM groups WHERE ${matches('creator_email', 'creator_whatsapp')}
      UNION SELECT lower(trim(email)) FROM payments WHERE ${matches('email', 'whatsapp')}
    )
    SELECT people.email,
      ARRAY(SELECT DISTINCT n FROM (
        SELECT creator_name AS n FROM groups WHERE lower(trim(creator_email)) = people.email
        UNION SELECT name FROM payments WHERE lower(trim(email)) = people.email) names ORDER BY n) AS names,
      (SELECT count(*)::int FROM groups WHERE lower(trim(creator_email)) = people.email) AS groups_organized,
      (SELECT count(*)::int FROM payments WHERE lower(trim(email)) = people.email) AS payments,
      (SELECT count(*)::int FROM groups g WHERE g.status = 'active' AND (lower(trim(g.creator_email)) = people.email
        OR EXISTS (SELECT 1 FROM payments p WHERE p.group_id = g.id AND lower(trim(p.email)) = people.email))) AS active_groups
    FROM people WHERE people.email NOT LIKE '%@anonimizado.invalid' ORDER BY people.email LIMIT 20`.execute(db);
  return result.rows;
}
