import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Fails if the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * pingDatabase for health checks: whoever asks while a ping is in flight shares it, and a success is
 * reused for `reuseMs` (a load balancer, a monitor and a crowd asking at once cost one round trip a
 * second). A failure is never reused: the next question pings again. While a success is fresh there
 * is nothing to wait for, and the answer says so (undefined) instead of handing out a settled promise.
 */
export function sharedDatabasePing(db: Kysely<Database>, reuseMs = 1_000, nowMs: () => number = () => performance.now()): () => Promise<void> | undefined {
  let inFlight: Promise<void> | undefined;
  let succeededAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (nowMs() - succeededAt < reuseMs) return undefined;
    inFlight ??= pingDatabase(db).then(
      () => {
        succeededAt = nowMs();
        inFlight = undefined;
      },
      (error: unknown) => {
        inFlight = undefined;
        throw error;
      },
    );
    return inFlight;
  };
}
