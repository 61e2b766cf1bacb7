import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Fails if the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * pingDatabase shared by whoever asks while one is in flight: a burst of health checks (a load
 * balancer, a monitor, a crowd) costs one round trip, and every answer still comes from a ping that
 * started after the question was asked or at most one round trip before.
 */
export function sharedDatabasePing(db: Kysely<Database>): () => Promise<void> {
  let inFlight: Promise<void> | undefined;
  return () => {
    inFlight ??= pingDatabase(db).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
