import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Database } from './db/schema.ts';
import type { Env } from './env.ts';
import type { PaymentProvider } from './services/payments/provider.ts';
import type { LocalChanges } from './services/realtime/local-changes.ts';

/** What every route and service needs, built once per app and decorated onto Fastify as `ctx`. */
export interface AppContext {
  db: Kysely<Database>;
  database: DatabaseHandle;
  clock: Clock;
  env: Env;
  /** The payment provider (services/payments/registry.ts); tests may put a counting or failing one here. */
  payments: PaymentProvider;
  /** This instance's own group changes, told before they commit (services/realtime/local-changes.ts). */
  localChanges: LocalChanges;
  /** The app's logger: a line written while serving a request carries its id (http/request-id.ts). */
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
