import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * `select 1` for health checks (it fails if the database does not answer): whoever asks while a ping
 * is in flight shares it, and a success is reused for `reuseMs`, timed by `elapsedMs` (the app's clock):
 * a load balancer, a monitor and a crowd asking at once cost one round trip a second. A failure is
 * never reused: the next question pings again. While a success is fresh there is nothing to wait for,
 * and the answer says so (undefined) instead of handing out a settled promise.
 */
export function sharedDatabasePing(db: Kysely<Database>, elapsedMs: () => number, reuseMs = 1_000): () => Promise<void> | undefined {
  let inFlight: Promise<void> | undefined;
  let succeededAt = Number.NEGATIVE_INFINITY;
  return () => {
    if (elapsedMs() - succeededAt < reuseMs) return undefined;
    inFlight ??= sql`select 1`.execute(db).then(
      () => {
        succeededAt = elapsedMs();
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
