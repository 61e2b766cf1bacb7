/**
 * Bulk-loads a database for the scale scenario of `npm run bench` before the server opens it:
 * SCALE_GROUPS groups of 20 quotas with 10 invited and paid each (100,000 groups → 1,000,000 payments) in
 * 20 stores, one of them a merchant account's, plus an operator. Rows are written by INSERT … SELECT generate_series (a loader, not
 * the app's services, which would take hours), with amounts from the domain's own split so that joins
 * on these groups behave as on real ones. With EXPLAIN_OUT set, runs the services behind the measured
 * endpoints once, records every statement they send, and writes the plan of each to that file (markdown),
 * flagging sequential scans of the big tables. Prints the fixture as one JSON line on stdout.
 *   DATA_DIR=… or DATABASE_URL=…  SCALE_GROUPS=100000 [EXPLAIN_OUT=plans.md]  node --import tsx bench/scale-load.ts
 */
import { writeFileSync } from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import { type Cents, planQuotas } from '@juntai/domain';
import { systemClock } from '../apps/server/src/clock.ts';
import type { AppContext } from '../apps/server/src/context.ts';
import { createPaymentProvider } from '../apps/server/src/services/payments/registry.ts';
import { createLocalChanges } from '../apps/server/src/services/realtime/local-changes.ts';
import { silentLogger } from '../apps/server/src/silent-logger.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { foldGroupCountChanges } from '../apps/server/src/db/repositories/group-counts.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { appJobs } from '../apps/server/src/jobs/index.ts';
import { createMailTransport } from '../apps/server/src/services/email/transport.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { login, openMerchantAccount } from '../apps/server/src/services/auth/accounts.ts';
import { hashPassword } from '../apps/server/src/services/auth/passwords.ts';
import { createOperator } from '../apps/server/src/services/auth/first-operator.ts';
import { listDashboardGroups } from '../apps/server/src/services/organizer-dashboard/list-groups.ts';
import { hashToken } from '../apps/server/src/services/secret-tokens.ts';
import { joinGroup } from '../apps/server/src/services/groups/join-group.ts';
import { loadTimedGroupView } from '../apps/server/src/services/groups/get-group.ts';
import { listStoreGroupsPage } from '../apps/server/src/services/merchant/list-groups.ts';
import { operatorDashboard } from '../apps/server/src/services/operator/dashboard.ts';

const QUOTAS = 20;
const PAID_PER_GROUP = 10;
const BATCH = 10_000;
const SAMPLE = 500;
/** The measured merchant owns one group in STORES; the other stores share the rest, as on a platform. */
const STORES = 20;
/** Link ids are 22 characters: a prefix and the group's number. */
export const scaleLinkId = (i: number) => `scale${String(i).padStart(17, '0')}`;
/** Organizer tokens in the shape the API accepts (16+ URL-safe characters, as the random real ones are). */
export const scaleToken = (i: number) => `scale-organizer-token-${String(i).padStart(8, '0')}`;
/** Tables whose sequential scan grows with the groups. */
const BIG_TABLES = ['groups', 'payments', 'group_invitees', 'idempotency_keys', 'email_outbox'];

async function main() {
  const groups = Number(process.env.SCALE_GROUPS ?? 100_000);
  const explainOut = process.env.EXPLAIN_OUT;
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });
  const statements: Array<{ sql: string; parameters: readonly unknown[] }> = [];
  let recording = false;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR,
    onQuery: (text, parameters) => recording && statements.push({ sql: text, parameters }),
  });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, { demo: true });
  const ctx: AppContext = { db: database.db, database, clock: systemClock, env, payments: createPaymentProvider(env), localChanges: createLocalChanges(), log: silentLogger };

  const merchant = await openMerchantAccount(ctx, { name: 'Loja Escala', email: 'escala@example.com', password_hash: await hashPassword('senha-da-escala-2026') });
  await createOperator(ctx, { email: 'operador-escala@example.com', name: 'Operador Escala', password: 'senha-do-operador-2026' });
  const operator = await login(ctx, 'operator', { email: 'operador-escala@example.com', password: 'senha-do-operador-2026' }, '127.0.0.1');
  const storeId = merchant.user.store?.store_id ?? 'default';

  const product = await database.db.selectFrom('products').selectAll()
    .where('status', '=', 'active').where('price_cents', '>=', 100_000).orderBy('id').executeTakeFirstOrThrow();
  const plan = planQuotas(product.price_cents as Cents, QUOTAS);
  const paidAmounts = plan.quotas.slice(0, PAID_PER_GROUP).map((q) => q.amount);

  for (let from = 1; from <= groups; from += BATCH) {
    const to = Math.min(groups, from + BATCH - 1);
    await sql`
      insert into groups (link_id, store_id, product_id, product_name, product_image, product_price_cents, total_cents,
        number_of_quotas, creator_name, creator_email, creator_whatsapp, organizer_token_hash, status, expires_at, created_at)
      select 'scale' || lpad(i::text, 17, '0'), case when i % ${STORES} = 0 then ${storeId} else 'outra-loja-' || i % ${STORES} end, ${product.id}, ${product.name}, ${product.image}, ${product.price_cents},
        ${plan.total}, ${QUOTAS}, 'Pessoa ' || i, 'organizadora' || i || '@example.com', '11987654321',
        encode(sha256(convert_to('scale-organizer-token-' || lpad(i::text, 8, '0'), 'UTF8')), 'hex'), 'active',
        now() + interval '2 days', now() - make_interval(secs => ${groups} - i)
      from generate_series(${from}::int, ${to}::int) as i`.execute(database.db);
    await sql`
      insert into payments (group_id, seat_key, name, email, whatsapp, method, installments, amount_cents, installment_cents,
        status, provider, reference, provider_reference, created_at, updated_at)
      select g.id, 'pessoa ' || s, 'Pessoa ' || s, 'pessoa' || s || '@example.com', '11912345678', 'card', 1,
        (${paidAmounts}::int[])[s], (${paidAmounts}::int[])[s], 'authorized', 'simulated', 'scale_' || g.id || '_' || s,
        'scale_' || g.id || '_' || s, g.created_at, g.created_at
      from groups g cross join generate_series(1, ${PAID_PER_GROUP}) as s
      where g.link_id between ${scaleLinkId(from)} and ${scaleLinkId(to)}`.execute(database.db);
    // The invite list names the ten who paid, the organizer first.
    await sql`
      insert into group_invitees (group_id, name, name_key, position, is_creator)
      select g.id, 'Pessoa ' || s, 'pessoa ' || s, s - 1, s = 1
      from groups g cross join generate_series(1, ${PAID_PER_GROUP}) as s
      where g.link_id between ${scaleLinkId(from)} and ${scaleLinkId(to)}`.execute(database.db);
  }
  // The group counts the bulk load appended, folded as the server's fold-group-counts job would within a minute.
  await foldGroupCountChanges(database.db);
  // Planner statistics and the visibility map, as autovacuum keeps them on a server that has been running
  // (index-only scans of the group read's indexes need the second).
  await sql`vacuum analyze`.execute(database.db);
  // The bulk load's pages written out now, not by the checkpointer while the first reads are measured
  // (it would share the two cores with the server; one run's group read had a p99 of 5.9 ms, the next 0.9).
  await sql`checkpoint`.execute(database.db);

  // Spread over the whole table, so reads are not all in one corner of the index.
  const sample = Array.from({ length: Math.min(SAMPLE, groups) }, (_, k) => 1 + Math.floor((k * groups) / Math.min(SAMPLE, groups)));

  if (explainOut) {
    recording = true;
    const tokens = sample.slice(0, 5).map((i) => hashToken(scaleToken(i)));
    const hot: Array<[string, () => Promise<unknown>]> = [
      ['GET /api/groups/{linkId}', () => loadTimedGroupView(ctx, scaleLinkId(sample[1] ?? 1))],
      ['POST /api/groups/{linkId}/join', () => joinGroup(ctx, scaleLinkId(sample[2] ?? 1), {
        name: 'Pessoa Explicada', email: 'explica@example.com', whatsapp: '11912345678', payment_method: 'card', installments: 1,
      }, '127.0.0.1', { key: 'scale-explain', requestHash: 'x' })],
      // Each group as the group views load it on a miss (the server's cache is not running here).
      ['GET /api/dashboard/groups', () => listDashboardGroups(ctx, {
        view: async (linkId) => (await loadTimedGroupView(ctx, linkId))?.group,
      }, { tokenHashes: tokens, email: null }, undefined)],
      ['GET /api/admin/groups', () => listStoreGroupsPage(ctx, storeId, { limit: 20 })],
      ['GET /api/super-admin/dashboard', () => operatorDashboard(ctx, 'total')],
      // Every background job once: on the embedded database nothing else runs while a job's statement does.
      ...appJobs(database.engine, createMailTransport(env, silentLogger), silentLogger)
        .map((job): [string, () => Promise<unknown>] => [`job ${job.name}`, () => job.run(ctx, new AbortController().signal)]),
    ];
    const sections: string[] = [];
    let seqScans = 0;
    for (const [name, run] of hot) {
      statements.length = 0;
      await run();
      const seen = new Set<string>();
      const plans: string[] = [];
      for (const statement of statements) {
        if (!/^\s*(select|update|delete|with)/i.test(statement.sql) || seen.has(statement.sql)) continue;
        seen.add(statement.sql);
        recording = false;
        const result = await database.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]));
        recording = true;
        const text = result.rows.map((r) => r['QUERY PLAN']).join('\n');
        const scanned = BIG_TABLES.filter((t) => new RegExp(`Seq Scan on ${t}\\b`).test(text));
        seqScans += scanned.length;
        plans.push(`${scanned.length ? `⚠ sequential scan of ${scanned.join(', ')}\n` : ''}\`\`\`sql\n${statement.sql.trim()}\n\`\`\`\n\`\`\`\n${text}\n\`\`\``);
      }
      sections.push(`### ${name}\n\n${plans.join('\n\n')}`);
    }
    recording = false;
    writeFileSync(explainOut, `Plans on ${groups.toLocaleString('en-US')} groups (${database.engine}); sequential scans of big tables: ${seqScans}.\n\n${sections.join('\n\n')}\n`);
  }

  await database.close();
  console.log(JSON.stringify({
    linkIds: sample.map(scaleLinkId),
    tokens: sample.map(scaleToken),
    merchantToken: merchant.token,
    operatorToken: operator.token,
  }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
