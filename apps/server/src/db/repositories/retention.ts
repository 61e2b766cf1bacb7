import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/**
 * The retention table's statements (ADR 0049, docs/privacy.md). Each empties what is due and marks it,
 * so a row is done once; none removes a row a figure counts (e-mails, deliveries, groups and payments
 * stay, with their statuses, dates and amounts).
 */

/** A store delivery's body without any name or contact: its id, type, date and the group's link. */
export const WEBHOOK_ENVELOPE = sql<string>`jsonb_build_object(
  'id', body::jsonb -> 'id', 'type', body::jsonb -> 'type', 'created_at', body::jsonb -> 'created_at',
  'data', jsonb_build_object('group', jsonb_build_object('link_id', link_id), 'personal_data_removed', true))::text`;

/** E-mails sent (or given up) before `cutoff`: body and address emptied; subject, status and dates stay for the figures. */
export async function pruneEmailBodies(db: Executor, cutoff: Date, now: Date): Promise<number> {
  const result = await sql`
    UPDATE email_outbox SET text_body = '', html_body = NULL, content = NULL, to_address = '', body_pruned_at = ${now}
    WHERE body_pruned_at IS NULL AND status IN ('sent', 'failed') AND coalesce(sent_at, created_at) < ${cutoff}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Store deliveries no longer pending, queued before `cutoff`: the body becomes its envelope (id, type,
 * date and the group's link) without any name or contact, so a later 'Reenviar' sends nothing personal.
 */
export async function pruneWebhookBodies(db: Executor, cutoff: Date, now: Date): Promise<number> {
  const result = await sql`
    UPDATE webhook_deliveries SET body_pruned_at = ${now}, body = ${WEBHOOK_ENVELOPE}
    WHERE body_pruned_at IS NULL AND status <> 'pending' AND created_at < ${cutoff}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Idempotency keys (and the payer tokens their first answers carry) older than `cutoff`: deleted. */
export async function deleteIdempotencyKeys(db: Executor, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Card declines (a client's address and a payer's e-mail, counted against card testing) older than
 * `cutoff`: deleted. They matter for an hour (the block) and a day (the operator's decline rate).
 */
export async function deleteCardDeclines(db: Executor, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('card_declines').where('declined_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Audit entries older than `cutoff`: deleted. */
export async function deleteAuditEntries(db: Executor, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** At most this many groups per statement, so one run never holds many rows at once; the job repeats. */
const GROUPS_PER_BATCH = 200;

/**
 * Groups that ended before `cutoff`: the organizer's and every payer's name, e-mail and WhatsApp, and the
 * invite list's names, replaced. Names become 'Participante N' (the seat's position; payments follow their
 * seat), e-mails a random alias per distinct address (so the panels' count of distinct customers stays),
 * WhatsApp numbers, payer tokens and client addresses emptied. Amounts, methods, statuses, dates and provider references stay.
 */
export async function anonymiseEndedGroups(db: Executor, cutoff: Date, now: Date): Promise<number> {
  const result = await sql<{ id: number }>`
    WITH due AS (
      SELECT id FROM groups
      WHERE anonymized_at IS NULL AND closed_at IS NOT NULL AND closed_at < ${cutoff} AND status <> 'active'
      ORDER BY closed_at LIMIT ${GROUPS_PER_BATCH}
    ), addresses AS (
      SELECT lower(trim(email)) AS email FROM payments WHERE group_id IN (SELECT id FROM due)
      UNION SELECT lower(trim(creator_email)) FROM groups WHERE id IN (SELECT id FROM due)
    ), aliases AS (
      SELECT email, 'anonimo-' || replace(gen_random_uuid()::text, '-', '') || '@anonimizado.invalid' AS alias FROM addresses
    ), seats AS (
      SELECT group_id, name_key, position + 1 AS n FROM group_invitees WHERE group_id IN (SELECT id FROM due)
    ), invitees AS (
      UPDATE group_invitees SET name = 'Participante ' || (position + 1), name_key = 'participante ' || (position + 1)
      WHERE group_id IN (SELECT id FROM due) RETURNING id
    ), paid AS (
      UPDATE payments p SET
        name = coalesce('Participante ' || s.n, 'Participante removido'),
        seat_key = coalesce('participante ' || s.n, 'removido ' || p.id),
        email = a.alias, whatsapp = '', payer_token_hash = NULL, client_address = NULL
      FROM aliases a, payments p2 LEFT JOIN seats s ON s.group_id = p2.group_id AND s.name_key = p2.seat_key
      WHERE p2.id = p.id AND p.group_id IN (SELECT id FROM due) AND a.email = lower(trim(p.email))
      RETURNING p.id
    )
    UPDATE groups g SET creator_name = 'Organizador anonimizado', creator_email = a.alias, creator_whatsapp = '', anonymized_at = ${now}
    FROM aliases a WHERE g.id IN (SELECT id FROM due) AND a.email = lower(trim(g.creator_email))
    RETURNING g.id`.execute(db);
  return result.rows.length;
}
