import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** Either the database or an open transaction: repositories accept both, so services choose the scope. */
export type Executor = Kysely<Database> | Transaction<Database>;
