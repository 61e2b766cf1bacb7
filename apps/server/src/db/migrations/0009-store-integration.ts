import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * The store integration (ADR 0011):
 * - products may belong to a store (store_id + the store's own id or SKU, unique per store); the
 *   platform catalogue keeps its unique names, store products only need a unique SKU in their store;
 * - API keys of a store's back end (only the sha256 is kept);
 * - the store's webhook (the secret is kept as is: it is needed to sign every delivery);
 * - the webhook outbox, one row per event and change (dedupe_key), with its attempts;
 * - the widget's counters: one row per store, product and São Paulo day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    ALTER TABLE products ADD COLUMN store_id text REFERENCES stores(store_id) ON DELETE CASCADE;
    ALTER TABLE products ADD COLUMN external_id text;
    ALTER TABLE products ADD CONSTRAINT products_store_external_check CHECK ((store_id IS NULL) = (external_id IS NULL));
    DROP INDEX products_name_type_key;
    CREATE UNIQUE INDEX products_name_type_key ON products (type, name) WHERE store_id IS NULL;
    CREATE UNIQUE INDEX products_store_external_key ON products (store_id, external_id) WHERE store_id IS NOT NULL;

    CREATE TABLE store_api_keys (
      id serial PRIMARY KEY,
      store_id text NOT NULL REFERENCES stores(store_id) ON DELETE CASCADE,
      label text NOT NULL,
      prefix text NOT NULL,
      key_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL,
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX store_api_keys_store_idx ON store_api_keys (store_id, id);

    CREATE TABLE store_webhooks (
      store_id text PRIMARY KEY REFERENCES stores(store_id) ON DELETE CASCADE,
      url text NOT NULL,
      secret text NOT NULL,
      updated_at timestamptz NOT NULL
    );

    CREATE TABLE webhook_deliveries (
      id serial PRIMARY KEY,
      store_id text NOT NULL REFERENCES stores(store_id) ON DELETE CASCADE,
      event text NOT NULL CHECK (event IN ('group.completed', 'group.expired', 'payment.refunded')),
      link_id text NOT NULL,
      dedupe_key text NOT NULL UNIQUE,
      body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      response_code integer,
      last_error text,
      created_at timestamptz NOT NULL,
      -- Retries last 3 days from here: the change, or the store's 'Reenviar'.
      queued_at timestamptz NOT NULL,
      last_attempt_at timestamptz,
      next_attempt_at timestamptz
    );
    CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_store_idx ON webhook_deliveries (store_id, id DESC);

    CREATE TABLE widget_daily_stats (
      store_id text NOT NULL REFERENCES stores(store_id) ON DELETE CASCADE,
      external_id text NOT NULL,
      -- The São Paulo day as text (YYYY-MM-DD): drivers turn a date into a midnight in their own zone.
      day text NOT NULL CHECK (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      views integer NOT NULL DEFAULT 0,
      clicks integer NOT NULL DEFAULT 0,
      PRIMARY KEY (store_id, day, external_id)
    );
  `);
}
