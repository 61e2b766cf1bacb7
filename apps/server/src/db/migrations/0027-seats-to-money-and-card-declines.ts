import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Nobody who has not paid keeps a payer out, and card testing is counted per client (ADR 0034):
 * - `payments_live_seat_key` no longer counts an unpaid PIX charge: a seat is held by money taken or
 *   by a card being answered (reserved, or under review); money under dispute keeps it too; the rule `holdsSeat` of @juntai/domain. Any
 *   number of PIX charges may wait on one seat; the first money to arrive takes it.
 * - `payments.client_address`: the address (IPv4, or IPv6 /64) a join came from, to cap the unpaid PIX
 *   charges one client keeps open in a group. Null on older rows.
 * - `card_declines`: every card the provider declined, by client address and by payer e-mail
 *   (lower-cased), across all groups: five in an hour shut card joins from either for an hour; the
 *   operator's status panel shows the last day's decline rate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    DROP INDEX payments_live_seat_key;
    CREATE UNIQUE INDEX payments_live_seat_key ON payments (group_id, seat_key)
      WHERE status IN ('authorized','captured','disputed') OR (method = 'card' AND status IN ('reserved','processing'));
    ALTER TABLE payments ADD COLUMN client_address text;
    CREATE TABLE card_declines (
      id bigserial PRIMARY KEY,
      client_address text NOT NULL,
      email_key text NOT NULL,
      declined_at timestamptz NOT NULL
    );
    CREATE INDEX card_declines_address_idx ON card_declines (client_address, declined_at);
    CREATE INDEX card_declines_email_idx ON card_declines (email_key, declined_at);
    CREATE INDEX card_declines_at_idx ON card_declines (declined_at);
    -- The operator's decline rate counts the last day's card joins.
    CREATE INDEX payments_card_created_idx ON payments (created_at) WHERE method = 'card';
  `);
}
