import type { PGlite } from '@electric-sql/pglite';
import { type DatabaseConnection, type Driver, PGliteDialect, PGliteDriver } from 'kysely';
import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';

/**
 * Kysely's own PGlite dialect, with one change: each holder of PGlite's one session starts in a turn
 * of the event loop of its own. PGlite runs in this process and never waits on I/O, so a session
 * handed from one holder to the next by promises alone runs every queued transaction in one turn:
 * a loop of statements (the e-mail sender draining its outbox) reads no request until it ends, and
 * Node accepts one new connection per turn, so phones arriving during 50 queued joins waited seconds
 * for their first byte (ADR 0029). `pglite-dialect.pglite-only.test.ts` fails without it.
 */
export function pgliteDialect(pglite: PGlite): PGliteDialect {
  return new (class extends PGliteDialect {
    override createDriver(): Driver {
      return new TurnTakingDriver({ pglite });
    }
  })({ pglite });
}

class TurnTakingDriver extends PGliteDriver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    await nextTurnOfEventLoop();
    return super.acquireConnection();
  }
}
