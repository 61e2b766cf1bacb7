import { sql } from 'kysely';
import type { Executor } from '../executor.ts';

/** The insert of one declined card, unsent (it rides in the join's confirmation statement). */
export function cardDeclineInsert(db: Executor, decline: { clientAddress: string; emailKey: string; at: Date }) {
  return db.insertInto('card_declines').values({ client_address: decline.clientAddress, email_key: decline.emailKey, declined_at: decline.at });
}

/** The declines since `since` counted under the address or the e-mail key, newest first. */
export async function listRecentDeclines(db: Executor, clientAddress: string, emailKey: string, since: Date) {
  const rows = await db.selectFrom('card_declines').select(['client_address', 'email_key', 'declined_at'])
    .where((eb) => eb.or([eb('client_address', '=', clientAddress), eb('email_key', '=', emailKey)]))
    .where('declined_at', '>', since).orderBy('declined_at', 'desc').limit(200).execute();
  return rows.map((r) => ({ clientAddress: r.client_address, emailKey: r.email_key, at: new Date(r.declined_at) }));
}

/** Deletes declines at or before `notAfter` (they can no longer block anything); answers how many. */
export async function deleteOldDeclines(db: Executor, notAfter: Date): Promise<number> {
  const result = await db.deleteFrom('card_declines').where('declined_at', '<=', notAfter).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Card joins answered by the provider since `since`, and the declines among them (the operator's status panel). */
export async function countCardAttempts(db: Executor, since: Date): Promise<{ attempts_24h: number; declines_24h: number }> {
  const [attempts, declines] = await Promise.all([
    db.selectFrom('payments').select(sql<number>`count(*)::int`.as('n'))
      .where('method', '=', 'card').where('created_at', '>', since).where('status', '<>', 'reserved').executeTakeFirstOrThrow(),
    db.selectFrom('card_declines').select(sql<number>`count(*)::int`.as('n')).where('declined_at', '>', since).executeTakeFirstOrThrow(),
  ]);
  return { attempts_24h: attempts.n, declines_24h: declines.n };
}
