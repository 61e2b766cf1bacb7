/**
 * Prepares a fresh database for `npm run bench` before the server opens it (PGlite allows one process
 * per data directory): migrates, seeds, and creates the groups the scenarios use through the app's own
 * services (no HTTP, so no rate limit, and the same rows a shopper's requests would leave). Prints the
 * fixture as one JSON line on stdout.
 *   DATA_DIR=… or DATABASE_URL=…  BENCH_WARM_GROUPS=40 BENCH_CARD_GROUPS=100 BENCH_PIX_GROUPS=50  node --import tsx bench/prepare.ts
 */
import { systemClock } from '../apps/server/src/clock.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createPaymentProvider } from '../apps/server/src/services/payments/registry.ts';
import { createLocalChanges } from '../apps/server/src/services/realtime/local-changes.ts';
import { silentLogger } from '../apps/server/src/silent-logger.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { createGroup } from '../apps/server/src/services/groups/create-group.ts';
import { joinGroup } from '../apps/server/src/services/groups/join-group.ts';
import { sendPendingEmails } from '../apps/server/src/services/email/sender.ts';
import { createMailTransport } from '../apps/server/src/services/email/transport.ts';
import { organizerEmail, payerEmail } from './lib/people.ts';

export const QUOTAS = 20;
export const seatName = (seat: number) => `Pessoa ${seat}`;


const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

async function main() {
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: true });
  const ctx: AppContext = { db: database.db, database, clock: systemClock, env, payments: createPaymentProvider(env), localChanges: createLocalChanges(), log: silentLogger };

  const product = await database.db.selectFrom('products').select('id')
    .where('status', '=', 'active').where('price_cents', '>=', 100_000).where('max_group_size', '>=', QUOTAS)
    .orderBy('id').executeTakeFirstOrThrow();
  let groupsMade = 0;
  const newGroup = async (quotas = QUOTAS) => (await createGroup(ctx, {
    product_id: product.id,
    number_of_quotas: quotas,
    creator_name: seatName(1),
    creator_email: organizerEmail(++groupsMade),
    creator_whatsapp: '11987654321',
    invited_participants: Array.from({ length: quotas }, (_, i) => seatName(i + 1)),
  })).linkId;
  const pay = async (linkId: string, seat: number, method: 'card' | 'pix') => {
    const answer = await joinGroup(ctx, linkId, {
      name: seatName(seat), email: payerEmail(linkId, seat), whatsapp: '11912345678', payment_method: method, installments: 1,
    }, '127.0.0.1');
    if (answer.statusCode !== 201) throw new Error(`preparação: pagamento recusado (${answer.statusCode})`);
  };

  // What a WhatsApp crowd opens: a group part paid by card, part waiting on PIX, part untouched.
  const read = await newGroup(10);
  for (const seat of [1, 2, 3, 4]) await pay(read, seat, 'card');
  for (const seat of [5, 6]) await pay(read, seat, 'pix');

  // Joins spread over many groups: seats 2…20 of each are free. The warm-up's groups take the joins
  // that run first, so that the figures are those of a server that has been running (JIT, statements).
  const warm: string[] = [];
  for (let i = 0; i < count('BENCH_WARM_GROUPS', 40); i++) warm.push(await newGroup());
  const card: string[] = [];
  for (let i = 0; i < count('BENCH_CARD_GROUPS', 100); i++) card.push(await newGroup());
  const pix: string[] = [];
  for (let i = 0; i < count('BENCH_PIX_GROUPS', 50); i++) pix.push(await newGroup());

  // The deadline: everyone but the last two has paid; the crowd races for seats 19 and 20.
  const race = await newGroup();
  for (let seat = 1; seat <= QUOTAS - 2; seat++) await pay(race, seat, 'card');

  // Live viewers watch this one while someone pays seat 2.
  const live = await newGroup();
  await pay(live, 1, 'card');

  // The e-mails these groups queued go out now, as a server that has been running would have sent them:
  // the server starts with an empty outbox, so the reads measured first do not share it with a backlog.
  await sendPendingEmails(ctx, createMailTransport(env, silentLogger));
  await database.close();
  console.log(JSON.stringify({ read, warm, card, pix, race, live, quotas: QUOTAS, product: product.id }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
