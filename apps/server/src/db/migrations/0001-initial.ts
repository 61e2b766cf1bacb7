import type { Kysely } from 'kysely';
import { runStatements } from './run-statements.ts';

/** The whole schema of the first release. Migrations are forward-only: never edit one that shipped. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    -- Facts about this database itself (for example, which seed has run).
    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE plans (
      id serial PRIMARY KEY,
      name text NOT NULL,
      monthly_fee_cents integer NOT NULL CHECK (monthly_fee_cents >= 0),
      percentage_fee numeric(6,2) NOT NULL CHECK (percentage_fee BETWEEN 0 AND 100),
      description text,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX plans_name_key ON plans (lower(name));

    CREATE TABLE stores (
      id serial PRIMARY KEY,
      store_id text NOT NULL UNIQUE,
      store_name text NOT NULL,
      contact_email text,
      plan_id integer REFERENCES plans(id),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','inactive','uninstalled')),
      installed_at timestamptz NOT NULL DEFAULT now(),
      button_text text NOT NULL,
      button_bg_color text NOT NULL,
      button_text_color text NOT NULL,
      onboarding_completed boolean NOT NULL DEFAULT false
    );

    CREATE TABLE partners (
      id serial PRIMARY KEY,
      name text NOT NULL,
      contact_email text NOT NULL,
      website text,
      commission_rate numeric(6,2) NOT NULL DEFAULT 5 CHECK (commission_rate BETWEEN 0 AND 50),
      description text,
      categories jsonb NOT NULL DEFAULT '[]',
      type text NOT NULL CHECK (type IN ('marketplace','affiliate')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('active','inactive','pending')),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX partners_name_key ON partners (lower(name));

    CREATE TABLE categories (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      icon text NOT NULL,
      target_audience text NOT NULL
    );

    CREATE TABLE occasions (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      icon text NOT NULL,
      featured boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      suggested_group_sizes jsonb NOT NULL DEFAULT '[]'
    );

    CREATE TABLE products (
      id serial PRIMARY KEY,
      name text NOT NULL,
      description text NOT NULL,
      price_cents integer NOT NULL CHECK (price_cents >= 0),
      image text NOT NULL,
      category text NOT NULL,
      type text NOT NULL CHECK (type IN ('demo','marketplace')),
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','inactive','draft')),
      featured boolean NOT NULL DEFAULT false,
      partner_id integer REFERENCES partners(id) ON DELETE SET NULL,
      commission_rate numeric(6,2) NOT NULL DEFAULT 0 CHECK (commission_rate BETWEEN 0 AND 50),
      tags jsonb NOT NULL DEFAULT '[]',
      min_group_size integer NOT NULL DEFAULT 2 CHECK (min_group_size BETWEEN 1 AND 50),
      max_group_size integer NOT NULL DEFAULT 10 CHECK (max_group_size BETWEEN 2 AND 100),
      target_audience text NOT NULL DEFAULT 'geral' CHECK (target_audience IN ('presente','familia','tech','casa','geral')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (min_group_size <= max_group_size)
    );
    CREATE UNIQUE INDEX products_name_type_key ON products (type, name);
    CREATE INDEX products_type_status_idx ON products (type, status);

    CREATE TABLE global_settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE groups (
      id serial PRIMARY KEY,
      link_id text NOT NULL UNIQUE,
      store_id text NOT NULL DEFAULT 'default',
      product_id integer NOT NULL REFERENCES products(id),
      product_name text NOT NULL,
      product_image text NOT NULL,
      product_price_cents integer NOT NULL CHECK (product_price_cents >= 0),
      total_cents integer NOT NULL CHECK (total_cents >= product_price_cents),
      number_of_quotas integer NOT NULL CHECK (number_of_quotas BETWEEN 2 AND 20),
      creator_name text NOT NULL,
      creator_email text NOT NULL,
      creator_whatsapp text NOT NULL,
      organizer_token_hash text NOT NULL,
      status text NOT NULL DEFAULT 'active' CHECK (status IN ('active','completed','expired')),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      closed_at timestamptz
    );
    CREATE INDEX groups_status_expires_idx ON groups (status, expires_at);
    CREATE INDEX groups_creator_email_idx ON groups (lower(creator_email));
    CREATE INDEX groups_organizer_token_idx ON groups (organizer_token_hash);

    CREATE TABLE group_invitees (
      id serial PRIMARY KEY,
      group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      name text NOT NULL,
      name_key text NOT NULL,
      position integer NOT NULL,
      is_creator boolean NOT NULL DEFAULT false,
      UNIQUE (group_id, name_key)
    );

    CREATE TABLE payments (
      id serial PRIMARY KEY,
      group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
      seat_key text NOT NULL,
      name text NOT NULL,
      email text NOT NULL,
      whatsapp text NOT NULL,
      method text NOT NULL CHECK (method IN ('card','pix')),
      installments integer NOT NULL CHECK (installments BETWEEN 1 AND 10),
      amount_cents integer NOT NULL CHECK (amount_cents > 0),
      installment_cents integer NOT NULL CHECK (installment_cents > 0),
      status text NOT NULL CHECK (status IN ('processing','authorized','captured','failed','voided','refunded','cancelled')),
      provider text NOT NULL,
      provider_reference text NOT NULL UNIQUE,
      pix_txid text UNIQUE,
      pix_copia_e_cola text,
      pix_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- A seat holds at most one live payment (in payment or paid), whatever the concurrency.
    CREATE UNIQUE INDEX payments_live_seat_key ON payments (group_id, seat_key)
      WHERE status IN ('processing','authorized','captured');
    CREATE INDEX payments_group_idx ON payments (group_id);

    CREATE TABLE idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      status_code integer NOT NULL,
      response jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    );

    CREATE TABLE email_outbox (
      id serial PRIMARY KEY,
      to_address text NOT NULL,
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text,
      dedupe_key text UNIQUE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sent','failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    );
    CREATE INDEX email_outbox_pending_idx ON email_outbox (status, id);

    CREATE TABLE users (
      id serial PRIMARY KEY,
      email text NOT NULL,
      name text NOT NULL,
      password_hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('super_admin','merchant')),
      store_id text REFERENCES stores(store_id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE sessions (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE organizer_proofs (
      token_hash text PRIMARY KEY,
      email text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}
