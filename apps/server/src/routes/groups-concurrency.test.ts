import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { createTestGroup, getGroup, join, paymentsOf } from '../testing/group-helpers.ts';

/**
 * Quotas are seats: whatever the concurrency, the engine or the number of app instances, a group never
 * has more paid quotas than number_of_quotas, nor two live payments on one seat. On PostgreSQL the
 * joins go alternately to two app instances sharing the database.
 */
describe(`simultaneous joins on ${testEngine}`, () => {
  let t: TestApp;
  let apps: TestApp['app'][];
  beforeAll(async () => {
    t = await createTestApp();
    apps = [t.app];
    if (testEngine === 'postgres') {
      const second = await createTestApp({ database: t.database, clock: t.clock });
      apps.push(second.app);
    }
  });

  /** A 5-quota group whose list has 3 names (2 free slots). */
  async function fiveQuotaGroup() {
    const group = await createTestGroup(t, { quotas: 5, names: ['Ana Souza', 'Bia', 'Caio', 'Dani', 'Edu'] });
    for (const name of ['Dani', 'Edu']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/groups/${group.linkId}/participants/${name}`, headers: { 'x-organizer-token': group.token } });
      expect(res.statusCode).toBe(200);
    }
    return group;
  }

  function nameFor(i: number): string {
    const listed = ['Ana Souza', 'Bia', 'Caio'];
    return i % 2 === 0 ? (listed[(i / 2) % listed.length] as string) : `Novo Participante ${i}`;
  }

  it(`50 card joins on listed and new names at once (${testEngine === 'postgres' ? 'two instances' : 'one instance'}): exactly 5 paid, the rest 409`, async () => {
    const { linkId } = await fiveQuotaGroup();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => join(t, linkId, nameFor(i), { app: apps[i % apps.length] })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().detail).toMatch(/já pagou ou está pagando|Limite de 5 participantes|já está completo/);

    const payments = await paymentsOf(t, linkId);
    expect(payments).toHaveLength(5);
    expect(new Set(payments.map((p) => p.seat_key)).size).toBe(5);
    expect(payments.every((p) => p.status === 'captured')).toBe(true);
    const group = await getGroup(t, linkId);
    expect(group).toMatchObject({ status: 'completed', paid_count: 5 });
    expect(group.invited_participants).toHaveLength(5);
    expect(group.invited_participants.slice(0, 3)).toEqual(['Ana Souza', 'Bia', 'Caio']);
    const total = (await t.database.db.selectFrom('groups').select('total_cents').where('link_id', '=', linkId).executeTakeFirstOrThrow()).total_cents;
    expect(payments.reduce((sum, p) => sum + p.amount_cents, 0)).toBe(total);
  });

  it('50 PIX joins at once: charges wait side by side on the listed seats; paying them all at once takes each seat once, completes the group once and gives every other payment back', async () => {
    const { linkId } = await fiveQuotaGroup();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => join(t, linkId, nameFor(i), { method: 'pix', app: apps[i % apps.length] })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    // An unpaid PIX holds no seat: the 25 joins on listed names all get a charge; of the 25 new names,
    // two fill the free slots and the rest find the list full.
    expect(statuses.filter((s) => s === 201)).toHaveLength(27);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().detail).toBe('Limite de 5 participantes atingido! (5/5)');
    const txids: string[] = answers.filter((a) => a.statusCode === 201).map((a) => a.json().payment.pix.txid);

    // Each charge paid three times over, on both instances, all at once.
    const pays = await Promise.all(txids.flatMap((txid, i) => [0, 1, 2].map((k) =>
      apps[(i + k) % apps.length]!.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay` }))));
    expect(pays.map((p) => p.statusCode).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const payments = await paymentsOf(t, linkId);
    const captured = payments.filter((p) => p.status === 'captured');
    expect(new Set(captured.map((p) => p.seat_key)).size).toBe(5);
    expect(captured).toHaveLength(5);
    // Every other charge was withdrawn before its money came, or its money went back once.
    expect(payments.filter((p) => p.status !== 'captured').map((p) => p.status).filter((s) => s !== 'cancelled' && s !== 'refunded')).toEqual([]);
    const group = await getGroup(t, linkId);
    expect(group).toMatchObject({ status: 'completed', paid_count: 5 });
    const total = (await t.database.db.selectFrom('groups').select('total_cents').where('link_id', '=', linkId).executeTakeFirstOrThrow()).total_cents;
    expect(captured.reduce((sum, p) => sum + p.amount_cents, 0)).toBe(total);
    const mails = await t.database.db.selectFrom('email_outbox').select('dedupe_key')
      .where('dedupe_key', 'in', [`group-completed:${linkId}`, ...captured.flatMap((p) => [`payment-confirmed:${p.id}`, `group-completed-payer:${p.id}`])]).execute();
    expect(mails).toHaveLength(11);
    // A PIX paid for a seat already taken is answered "no longer active" by the demo bank, never as paid.
    for (const p of pays.filter((x) => x.statusCode === 409)) expect(p.json().detail).toBe('Esta cobrança PIX não está mais ativa; gere um novo PIX');
  });

  it('the same Idempotency-Key sent to every instance at once charges once', async () => {
    const { linkId } = await fiveQuotaGroup();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      join(t, linkId, 'Bia', { idempotencyKey: 'mesma-tentativa', app: apps[i % apps.length] })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const bodies = new Set(answers.map((a) => a.body));
    expect(bodies.size).toBe(1);
    expect(await paymentsOf(t, linkId)).toHaveLength(1);
  });
});
