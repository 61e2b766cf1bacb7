import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { holdsSeat } from '@juntai/domain';
import { LIVE_PAYMENT_STATUSES } from '../../db/repositories/payments.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverableEmails, groupCountMismatches, jobLockHolder } from '../../testing/crash-checks.ts';
import { type Answer, type JoinAttempt, postJoin, postJson, withConcurrency } from '../../testing/http-attempts.ts';
import { countByReference, readProviderCalls } from '../../testing/provider-call-records.ts';
import { launchServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { closedPort } from '../../testing/closed-port.ts';
import { startSmtpServer } from '../../testing/smtp-sink.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { groupBody } from '../../testing/group-helpers.ts';

/**
 * Crash safety: two real server processes on one PostgreSQL, one of them SIGKILLed in the
 * middle of concurrent joins and again in the middle of the expiry sweep. Whatever the timing of the
 * kills, what a client was told must be true in the database, and no money may move twice.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for what the instances must reach. The bound is for a machine under heavy load (two cores at a
 * load of 20 to 30 have taken over two minutes for one phase); a healthy run takes seconds.
 */
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 300_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

interface TestGroup { linkId: string; quotas: number; names: string[]; contested: boolean }
interface Tracked { attempt: JoinAttempt; first: Answer; final: Answer; retries: number }

const CONTESTED_GROUPS = 8; // every seat wanted twice: the groups fill up and complete
const CONTESTED_QUOTAS = 4;
const PARTIAL_GROUPS = 36; // four of six seats taken: these are made due for the sweep
const PARTIAL_QUOTAS = 6;
const PROVIDER_LATENCY_MS = 25;

describe('crash safety with two server processes on one PostgreSQL', { timeout: 600_000 }, () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let workDir: string;
  let callLog: string;
  const ports: Record<'a' | 'b', number> = { a: 0, b: 0 };
  const instances: Partial<Record<'a' | 'b', ServerProcess>> = {};
  const groups: TestGroup[] = [];
  const tracked: Tracked[] = [];

  /** Launches an instance (listed at once, so a test may kill it while it boots); await `ready` to use it. */
  const launch = (which: 'a' | 'b') => {
    instances[which] = launchServerProcess({
      name: `crash-test-${which}`, databaseUrl: database.url!, port: ports[which], providerCallLog: callLog,
      // With a provider as slow as a real one, a kill mid-load finds joins whose provider call was made
      // and whose transaction has not committed, the case that matters, every time rather than rarely.
      providerLatencyMs: PROVIDER_LATENCY_MS,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`,
        // Shared by both instances, as in production: either may receive the provider's webhook.
        PAYMENT_WEBHOOK_SECRET: webhookSecret,
        // PIX charges must not lapse on their own during the test: only the sweep ends them.
        PIX_CHARGE_TTL_MINUTES: String(7 * 24 * 60),
      },
    });
    return instances[which];
  };
  const start = async (which: 'a' | 'b') => launch(which).ready;
  const webhookSecret = randomBytes(24).toString('hex');
  const live = (which: 'a' | 'b') => {
    const instance = instances[which];
    if (!instance || instance.exited) throw new Error(`instance ${which} is not running`);
    return instance;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    workDir = mkdtempSync(joinPath(tmpdir(), 'juntai-crash-'));
    callLog = joinPath(workDir, 'provider-calls.jsonl');
    ports.a = await closedPort();
    ports.b = await closedPort();
    // One after the other: both would migrate and seed the same database at once.
    await start('a');
    await start('b');
  }, 300_000);
  afterAll(async () => {
    await Promise.all(Object.values(instances).map((instance) => instance?.stop()));
    await smtp?.close();
    await database?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged join exactly once when an instance is killed mid-load', async () => {
    const product = await database.db.selectFrom('products').select('id').where('status', '=', 'active')
      .where('price_cents', '>=', 10_000).orderBy('id').executeTakeFirstOrThrow();
    const specs = [
      ...Array.from({ length: CONTESTED_GROUPS }, () => ({ quotas: CONTESTED_QUOTAS, contested: true })),
      ...Array.from({ length: PARTIAL_GROUPS }, () => ({ quotas: PARTIAL_QUOTAS, contested: false })),
    ];
    for (const [i, spec] of specs.entries()) {
      const body = { ...groupBody(product.id, { quotas: spec.quotas, creatorName: `Organizadora ${i}` }), creator_email: `org-${i}@example.com` };
      const res = await postJson(`${live(i % 2 === 0 ? 'a' : 'b').baseUrl}/api/groups`, body);
      if (!res.answered || res.status !== 201) throw new Error(`group creation failed: ${JSON.stringify(res)}`);
      groups.push({ linkId: res.body.link_id, quotas: spec.quotas, names: body.invited_participants, contested: spec.contested });
    }

    // Contested groups: two shoppers per seat (most by card). Partial groups: four seats, half of them PIX.
    const attempts: JoinAttempt[] = [];
    for (const [g, group] of groups.entries()) {
      const seats = group.contested ? [...group.names, ...group.names] : group.names.slice(0, 4);
      for (const [s, name] of seats.entries()) {
        const method = group.contested ? (s % 5 === 4 ? 'pix' : 'card') : (s % 2 === 0 ? 'card' : 'pix');
        attempts.push({ linkId: group.linkId, name, email: `comprador-${g}-${s}@example.com`, method, idempotencyKey: `crash-${g}-${s}-${randomBytes(6).toString('hex')}` });
      }
    }
    // Interleaved, so every group is being joined while the instance dies.
    attempts.sort((x, y) => x.idempotencyKey.slice(-12).localeCompare(y.idempotencyKey.slice(-12)));

    let answered = 0;
    let killed: Promise<void> | undefined;
    let aDown = false;
    const killAt = Math.floor(attempts.length * 0.35);
    const firsts = new Map<JoinAttempt, Answer>();
    await withConcurrency(attempts, 16, async (attempt, index) => {
      // A load balancer sends new requests to the surviving instance once it notices the dead one.
      const target = index % 2 === 0 && !aDown ? instances.a! : instances.b!;
      const answer = await postJoin(target.baseUrl, attempt);
      firsts.set(attempt, answer);
      if (answer.answered) answered += 1;
      if (answered >= killAt && !killed) {
        killed = instances.a!.kill9().then(() => { aDown = true; });
      }
    });
    await killed;
    expect(aDown, 'instance A was killed during the load').toBe(true);
    const unanswered = [...firsts.values()].filter((a) => !a.answered).length;
    // Without a request cut off by the kill the test would prove nothing about retries.
    expect(unanswered, 'some joins were in flight on the killed instance').toBeGreaterThan(0);

    await start('a');
    // A client that got no answer asks again with the same Idempotency-Key, on whichever instance.
    for (const attempt of attempts) {
      const first = firsts.get(attempt)!;
      let final = first;
      let retries = 0;
      while (!final.answered) {
        if (retries >= 5) throw new Error(`no answer after ${retries} retries: ${final.error}`);
        retries += 1;
        final = await postJoin(live(retries % 2 === 1 ? 'a' : 'b').baseUrl, attempt);
      }
      tracked.push({ attempt, first, final, retries });
    }

    for (const t of tracked) {
      if (!t.final.answered) throw new Error('unreachable');
      // 201 paid or pending; 409 the seat went to the other shopper or the group filled up.
      expect([201, 409], `${t.attempt.idempotencyKey}: ${JSON.stringify(t.final.body)}`).toContain(t.final.status);
    }
    const acknowledged = tracked.filter((t) => t.final.answered && t.final.status === 201);
    const retried = tracked.filter((t) => t.retries > 0);
    const replayed = retried.filter((t) => t.final.answered && t.final.replayed).length;
    console.info(`crash test: ${attempts.length} joins, ${acknowledged.length} acknowledged, ${retried.length} retried after the kill (${replayed} replayed a committed answer)`);
    const payments = await database.db.selectFrom('payments').selectAll().where('email', 'like', 'comprador-%').execute();
    const byEmail = new Map<string, typeof payments>();
    for (const p of payments) byEmail.set(p.email, [...(byEmail.get(p.email) ?? []), p]);

    // Every acknowledged join is in the database once, as the payment the client was shown; no other
    // payment holds a seat or money (a retry replayed the first answer rather than paying again). An
    // attempt that died with the killed instance and was closed without money may stay as a row (its card
    // voided: the authorisation check below); its retry was a new attempt, which may have found the seat
    // taken. An acknowledged PIX charge may have been closed since, when its group filled up.
    const holdsSeatOrMoney = (p: (typeof payments)[number]) => (LIVE_PAYMENT_STATUSES as readonly string[]).includes(p.status);
    const acknowledgedIds = new Set(acknowledged.map((t) => (t.final as { body: any }).body.payment.id as number));
    for (const t of acknowledged) {
      const rows = byEmail.get(t.attempt.email) ?? [];
      expect(rows.filter((r) => acknowledgedIds.has(r.id) || holdsSeatOrMoney(r)).map((r) => r.id), t.attempt.idempotencyKey)
        .toEqual([(t.final as { body: any }).body.payment.id]);
    }
    expect(payments.filter((p) => holdsSeatOrMoney(p) && !acknowledgedIds.has(p.id)).map((p) => p.id), 'unacknowledged live payments').toEqual([]);
    const kept = new Set(payments.filter((p) => acknowledgedIds.has(p.id) || holdsSeatOrMoney(p)).map((p) => p.provider_reference));
    const keys = await database.db.selectFrom('idempotency_keys').select(['scope', 'key', 'response']).where('key', 'like', 'crash-%').execute();
    for (const t of acknowledged) {
      const stored = keys.filter((k) => k.scope === t.attempt.linkId && k.key === t.attempt.idempotencyKey);
      expect(stored.map((k) => (k.response as any).payment.id)).toEqual([(t.final as { body: any }).body.payment.id]);
    }

    // No group holds more live seats than quotas, nor one seat twice; a full group completed and captured.
    const rows = await database.db.selectFrom('groups').select(['id', 'link_id', 'status', 'number_of_quotas'])
      .where('link_id', 'in', groups.map((g) => g.linkId)).execute();
    let filled = 0;
    for (const group of rows) {
      const own = payments.filter((p) => p.group_id === group.id);
      // A seat is held by money or a card being answered (holdsSeat); unpaid PIX charges may wait on it.
      const liveSeats = own.filter((p) => holdsSeat(p));
      const paid = own.filter((p) => ['authorized', 'captured'].includes(p.status));
      expect(liveSeats.length, group.link_id).toBeLessThanOrEqual(group.number_of_quotas);
      if (liveSeats.length === group.number_of_quotas) filled += 1;
      expect(new Set(liveSeats.map((p) => p.seat_key)).size).toBe(liveSeats.length);
      expect(group.status, group.link_id).toBe(paid.length === group.number_of_quotas ? 'completed' : 'active');
      if (group.status === 'completed') expect(paid.every((p) => p.status === 'captured')).toBe(true);
    }
    // The load did reach the quota limit somewhere (whether a full group completes depends on which
    // shopper won each contested seat: a pending PIX keeps it open, so completion is not asserted here).
    expect(filled, 'contested groups filled up').toBeGreaterThan(0);
    // Both instances show every group as the database has it: the restarted one read it afresh, the
    // survivor's cache (ADR 0030) followed the changes the other one made (notifications are asynchronous).
    for (const group of rows) {
      const paid = payments.filter((p) => p.group_id === group.id && ['authorized', 'captured'].includes(p.status)).length;
      for (const which of ['a', 'b'] as const) {
        await until(`instance ${which} to show group ${group.link_id} as stored`, async () => {
          const res = await fetch(`${live(which).baseUrl}/api/groups/${group.link_id}`);
          const view = await res.json() as { status: string; paid_count: number };
          return view.status === group.status && view.paid_count === paid;
        }, 30_000);
      }
    }
    expect(await groupCountMismatches(database.db)).toEqual([]);

    // The provider acts once per reference (its idempotency key, provider.ts), so a retry may repeat a
    // call but must not make a new one: each shopper's card is authorised under one reference at most.
    const calls = readProviderCalls(callLog);
    const referencesByEmail = new Map<string, Set<string>>();
    for (const call of calls.filter((c) => c.op === 'authorize' || c.op === 'pix')) {
      referencesByEmail.set(call.email!, (referencesByEmail.get(call.email!) ?? new Set()).add(call.reference));
    }
    for (const [email, references] of referencesByEmail) expect([...references], email).toHaveLength(1);
    const authorizations = countByReference(calls, 'authorize');
    const captures = countByReference(calls, 'capture');
    for (const p of payments.filter((p) => p.method === 'card' && kept.has(p.provider_reference))) {
      expect(authorizations.get(p.provider_reference) ?? 0, p.provider_reference).toBeGreaterThanOrEqual(1);
      // A completed group's capture is made after its commit: a kill in between leaves it owed on the
      // payment (provider_due), for the reconciliation job to make; otherwise it was made.
      if (p.status === 'captured' && p.provider_due !== 'capture') expect(captures.get(p.provider_reference) ?? 0, p.provider_reference).toBeGreaterThanOrEqual(1);
    }
    // An authorisation no acknowledged or live payment keeps (none, or an attempt closed without money)
    // was given back (voided), or it holds the shopper's money.
    const voided = countByReference(calls, 'void');
    const dangling = [...authorizations.keys()].filter((reference) => !kept.has(reference) && !voided.has(reference));
    expect(dangling, 'authorisations neither kept nor voided').toEqual([]);
  });

  it('expires each due group once and gives each payment back once when the sweeping instance is killed', async () => {
    const partial = groups.filter((g) => !g.contested);
    expect(tracked.length, 'the join scenario ran first').toBeGreaterThan(0);
    const groupRows = await database.db.selectFrom('groups').select(['id', 'link_id']).where('link_id', 'in', partial.map((g) => g.linkId)).execute();
    const groupIds = groupRows.map((g) => g.id);

    // Two of every three pending PIX charges are paid (the simulated bank's webhook), so the sweep has money to refund.
    const pending = await database.db.selectFrom('payments').select(['pix_txid']).where('group_id', 'in', groupIds)
      .where('status', '=', 'processing').orderBy('id').execute();
    await withConcurrency(pending.filter((_, i) => i % 3 !== 2), 4, async (p, i) => {
      const res = await postJson(`${live(i % 2 === 0 ? 'a' : 'b').baseUrl}/api/payments/simulated/pix/${p.pix_txid}/pay`, {});
      if (!res.answered || res.status !== 200) throw new Error(`PIX payment failed: ${JSON.stringify(res)}`);
    });
    const before = await database.db.selectFrom('payments').select(['id', 'status', 'provider_reference', 'amount_cents', 'email'])
      .where('group_id', 'in', groupIds).execute();
    expect(before.filter((p) => p.status === 'captured').length, 'paid PIX to refund').toBeGreaterThan(0);
    expect(before.filter((p) => p.status === 'authorized').length, 'card authorisations to void').toBeGreaterThan(0);

    // Instance A is stopped hard, the groups fall due, and A comes back: its first sweep runs at boot.
    await live('a').kill9();
    await database.db.updateTable('groups').set({ expires_at: new Date(Date.now() - 60_000) }).where('id', 'in', groupIds).execute();
    const expiredCount = async () => Number((await database.db.selectFrom('groups').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', groupIds).where('status', '=', 'expired').executeTakeFirstOrThrow()).n);
    const restarting = launch('a');
    // Whichever instance takes the sweep's lock is killed as soon as it has expired a first group.
    const victim = await until('the sweep to be running', async () => {
      const holder = await jobLockHolder(database.db, 'expire-groups');
      if (!holder) return undefined;
      return (await expiredCount()) > 0 ? holder : undefined;
    }, 120_000, 5);
    if (victim !== 'crash-test-a' && victim !== 'crash-test-b') throw new Error(`the sweep runs in an unknown session: ${victim}`);
    const which = victim === 'crash-test-a' ? 'a' : 'b';
    await instances[which]!.kill9();
    if (which === 'b') await restarting.ready;
    const expiredAtKill = await expiredCount();
    // A kill after the sweep finished would prove nothing about resuming it.
    expect(expiredAtKill, 'the kill landed in the middle of the sweep').toBeLessThan(groupIds.length);
    await start(which);

    await until('every due group to expire', async () => (await expiredCount()) === groupIds.length);
    await until('the e-mail outbox to drain', async () => (await deliverableEmails(database.db)) === 0);
    // The last e-mails marked sent were received before the mark: give the sink nothing to wait for.

    const after = await database.db.selectFrom('payments').select(['id', 'status', 'provider_reference'])
      .where('group_id', 'in', groupIds).execute();
    const statusAfter = new Map(after.map((p) => [p.id, p.status]));
    const givenBack = { captured: 'refunded', authorized: 'voided', processing: 'cancelled' } as const;
    for (const p of before) {
      const expected = givenBack[p.status as keyof typeof givenBack] ?? p.status;
      expect(statusAfter.get(p.id), `payment ${p.id} was ${p.status}`).toBe(expected);
    }

    // The provider acts once per reference (its idempotency key, provider.ts): each paid PIX was refunded,
    // at its amount, each card authorisation voided; nothing else was refunded or voided.
    const calls = readProviderCalls(callLog);
    const refunds = calls.filter((c) => c.op === 'refund');
    const refundable = new Map(before.filter((p) => p.status === 'captured').map((p) => [p.provider_reference, p.amount_cents]));
    expect(new Set(refunds.map((c) => c.reference))).toEqual(new Set(refundable.keys()));
    for (const call of refunds) expect(call.amount).toBe(refundable.get(call.reference));
    const voids = new Set(calls.filter((c) => c.op === 'void').map((c) => c.reference));
    for (const p of before.filter((p) => p.status === 'authorized')) expect(voids.has(p.provider_reference)).toBe(true);
    const repeated = (op: 'refund' | 'void') => [...countByReference(calls, op).values()].filter((n) => n > 1).length;
    console.info(`crash test: sweep killed after ${expiredAtKill}/${groupIds.length} groups; calls repeated under the same reference after the crash: ${repeated('refund')} refund(s), ${repeated('void')} void(s)`);

    // The outbox holds one expiry e-mail per group and one refund e-mail per payment given back.
    const outbox = await database.db.selectFrom('email_outbox').select(['dedupe_key', 'to_address', 'status', 'claimed_until']).execute();
    const dedupeCount = (key: string) => outbox.filter((e) => e.dedupe_key === key).length;
    for (const g of groupRows) expect(dedupeCount(`group-expired:${g.link_id}`), g.link_id).toBe(1);
    for (const p of before.filter((p) => p.status === 'captured' || p.status === 'authorized')) {
      expect(dedupeCount(`payment-refunded:${p.id}`), `payment ${p.id}`).toBe(1);
    }
    // Each e-mail went out once: per recipient, the SMTP server received no more than the outbox sent
    // (or handed to the killed instance, whose claim has not lapsed yet), and no fewer than it marked sent.
    const received = new Map<string, number>();
    for (const message of smtp.received) {
      for (const to of message.rcptTo) received.set(to, (received.get(to) ?? 0) + 1);
    }
    const recipients = new Set([...received.keys(), ...outbox.map((e) => e.to_address)]);
    for (const to of recipients) {
      const rows = outbox.filter((e) => e.to_address === to);
      const sent = rows.filter((e) => e.status === 'sent').length;
      const inFlight = rows.filter((e) => e.status === 'pending' && e.claimed_until && e.claimed_until > new Date()).length;
      expect(received.get(to) ?? 0, to).toBeGreaterThanOrEqual(sent);
      expect(received.get(to) ?? 0, to).toBeLessThanOrEqual(sent + inFlight);
    }
    expect(await groupCountMismatches(database.db)).toEqual([]);
  }, 600_000);
});
