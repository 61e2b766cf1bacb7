import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { createTestGroup } from '../../testing/group-helpers.ts';
import { isUniqueViolation } from '../errors.ts';
import { LIVE_SEAT_INDEX, transitionPayment } from './payments.ts';

describe(`payments repository on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const payment = (groupId: number, reference: string) => ({
    group_id: groupId, seat_key: 'bia', name: 'Bia', email: 'bia@example.com', whatsapp: '11912345678', method: 'card' as const,
    installments: 1, amount_cents: 1000, installment_cents: 1000, status: 'processing' as const, provider: 'simulated',
    reference, provider_reference: reference,
  });

  const insertPayment = (db: TestApp['database']['db'], values: ReturnType<typeof payment>) =>
    db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();

  it('the unique index refuses a second live payment on a seat, and the error is recognised', async () => {
    const { linkId } = await createTestGroup(t);
    const { id } = await t.database.db.selectFrom('groups').select('id').where('link_id', '=', linkId).executeTakeFirstOrThrow();
    const first = await insertPayment(t.database.db, payment(id, `ref-a-${linkId}`));
    const error = await insertPayment(t.database.db, payment(id, `ref-b-${linkId}`)).then(() => undefined, (e: unknown) => e);
    expect(isUniqueViolation(error, LIVE_SEAT_INDEX)).toBe(true);
    expect(isUniqueViolation(error, 'other_index')).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);

    // Once the first is no longer live, the seat takes a new payment.
    expect(await transitionPayment(t.database.db, first.id, 'processing', 'failed', new Date())).toBeDefined();
    expect(await transitionPayment(t.database.db, first.id, 'processing', 'failed', new Date())).toBeUndefined();
    await expect(insertPayment(t.database.db, payment(id, `ref-c-${linkId}`))).resolves.toMatchObject({ status: 'processing' });
  });
});
