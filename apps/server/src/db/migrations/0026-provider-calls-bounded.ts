import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Mercado Pago as it really behaves (docs/payments.md, ADR 0034):
 * - `disputed`: the payer opened a dispute (MP's `in_mediation`); the money is held, and it goes back to
 *   `captured` when the store wins, or on to `charged_back` / `refunded` when it loses. It keeps its seat.
 * - `provider_due_attempts`: how many times the call still due failed; after a bounded number the
 *   reconciliation stops repeating it and the operator is alerted instead. Reset with every new due.
 * - `provider_checked_at`: when the reconciliation last asked the provider about money already taken,
 *   so a refund made in its panel or a chargeback is learnt even when no notification arrives.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE payments DROP CONSTRAINT payments_status_check;
    ALTER TABLE payments ADD CONSTRAINT payments_status_check
      CHECK (status IN ('reserved','processing','authorized','captured','failed','voided','refunded','cancelled','charged_back','disputed'));
    DROP INDEX payments_live_seat_key;
    CREATE UNIQUE INDEX payments_live_seat_key ON payments (group_id, seat_key)
      WHERE status IN ('reserved','processing','authorized','captured','disputed');
    ALTER TABLE payments ADD COLUMN provider_due_attempts integer NOT NULL DEFAULT 0;
    ALTER TABLE payments ADD COLUMN provider_checked_at timestamptz;
    CREATE INDEX payments_taken_idx ON payments (id) WHERE status IN ('captured','disputed');
  `);
}
