import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * A join reserves its seat before it calls the payment provider and confirms it after (ADR
 * 0034), so no lock is held across the call:
 * - `reserved`: the seat is held while the provider is asked; it counts as live in the seat index.
 * - `charged_back`: the payer's bank took the money back (a chargeback made at the provider).
 * - `reference`: Juntaí's own reference of the payment, fixed at the reservation and sent to the
 *   provider (its idempotency keys and external reference); `provider_reference` becomes the
 *   provider's id once it answers. Older rows had one value for both.
 * - `covered_by_organizer`: the organizer paid this quota for someone on the list.
 * - `provider_due`: what the provider still has to be told about a change already committed
 *   (capture, void, refund, cancel). Set in the transaction that decides it, cleared once the provider
 *   acknowledged it; the reconciliation job retries what a failure or a crash left (ADR 0034).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE payments DROP CONSTRAINT payments_status_check;
    ALTER TABLE payments ADD CONSTRAINT payments_status_check
      CHECK (status IN ('reserved','processing','authorized','captured','failed','voided','refunded','cancelled','charged_back'));
    ALTER TABLE payments ADD COLUMN reference text;
    UPDATE payments SET reference = provider_reference;
    ALTER TABLE payments ALTER COLUMN reference SET NOT NULL;
    CREATE UNIQUE INDEX payments_reference_key ON payments (reference);
    DROP INDEX payments_live_seat_key;
    CREATE UNIQUE INDEX payments_live_seat_key ON payments (group_id, seat_key)
      WHERE status IN ('reserved','processing','authorized','captured');
    ALTER TABLE payments ADD COLUMN provider_due text CHECK (provider_due IN ('capture','void','refund','cancel'));
    CREATE INDEX payments_provider_due_idx ON payments (group_id) WHERE provider_due IS NOT NULL;
    -- A quota the organizer paid for someone on the list (to rescue a group short of payers).
    ALTER TABLE payments ADD COLUMN covered_by_organizer boolean NOT NULL DEFAULT false;
    CREATE INDEX payments_reserved_idx ON payments (created_at) WHERE status = 'reserved';
    -- What the reconciliation job asks the provider about: payments still waiting on it.
    CREATE INDEX payments_waiting_idx ON payments (id) WHERE status IN ('processing','authorized');
  `);
}
