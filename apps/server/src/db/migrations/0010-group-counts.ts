import { type Kysely, sql } from 'kysely';
import { runStatements } from './run-statements.ts';

/**
 * Group counts by São Paulo creation day, store and stored status, so the back office's and the merchant
 * panel's figures cost the same at 100,000 groups as at 1,000 (ADR 0013). A trigger appends one change row per created,
 * deleted or re-statused group (never updating a shared counter row, so joins and creations never
 * wait on each other); the `fold-group-counts` job moves the changes into the daily table. Readers
 * add both, so the figures are exact whether or not the job has run.
 *
 * Days are São Paulo days as repositories/sao-paulo-day.ts writes them: UTC minus 3 hours (Brazil keeps no summer
 * time since 2019, and PGlite carries no time-zone database).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `
    CREATE TABLE group_counts_daily (
      day date NOT NULL,
      store_id text NOT NULL,
      status text NOT NULL,
      groups integer NOT NULL,
      PRIMARY KEY (day, store_id, status)
    );
    CREATE INDEX group_counts_daily_store_idx ON group_counts_daily (store_id, day);
    CREATE TABLE group_count_changes (
      id bigserial PRIMARY KEY,
      day date NOT NULL,
      store_id text NOT NULL,
      status text NOT NULL,
      delta integer NOT NULL
    );
    CREATE INDEX groups_completed_closed_idx ON groups (closed_at) WHERE status = 'completed';
  `);
  // One statement with a body of its own semicolons (runStatements splits on them).
  await sql.raw(`
    CREATE FUNCTION record_group_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO group_count_changes (day, store_id, status, delta)
        VALUES (((OLD.created_at AT TIME ZONE 'UTC') - interval '3 hours')::date, OLD.store_id, OLD.status, -1);
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO group_count_changes (day, store_id, status, delta)
        VALUES (((NEW.created_at AT TIME ZONE 'UTC') - interval '3 hours')::date, NEW.store_id, NEW.status, 1);
      END IF;
      RETURN NULL;
    END $$`).execute(db);
  await runStatements(db, `
    CREATE TRIGGER groups_counted AFTER INSERT OR DELETE ON groups
      FOR EACH ROW EXECUTE FUNCTION record_group_count_change();
    CREATE TRIGGER groups_recounted AFTER UPDATE OF status, created_at, store_id ON groups
      FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.store_id IS DISTINCT FROM NEW.store_id)
      EXECUTE FUNCTION record_group_count_change();
    INSERT INTO group_counts_daily (day, store_id, status, groups)
      SELECT ((created_at AT TIME ZONE 'UTC') - interval '3 hours')::date, store_id, status, count(*)::int
      FROM groups GROUP BY 1, 2, 3;
  `);
}
