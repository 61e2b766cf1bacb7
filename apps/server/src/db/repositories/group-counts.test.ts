import { monthRange } from '@juntai/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testEngine } from '../../testing/test-database.ts';
import { whereEffectiveStatus } from './group-status.ts';
import { foldGroupCountChanges, groupCounts, type Period } from './group-counts.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3_600_000;
const PERIODS: Array<[string, Period]> = [
  ['todo o período', {}], ['outubro', monthRange('2026-10')], ['novembro', monthRange('2026-11')], ['dezembro', monthRange('2026-12')],
];

const OTHER_STORE = 'loja-contagem';

describe(`group counts kept by day and store (migration 0010) on ${testEngine}`, () => {
  let database: TestDatabase;
  let made = 0;
  beforeAll(async () => {
    database = await openTestDatabase();
  });

  async function insertGroup(createdAt: string, status: 'active' | 'completed' | 'expired' = 'active', expiresInHours = 48, storeId = 'default') {
    const product = await database.db.selectFrom('products').selectAll().where('status', '=', 'active').orderBy('id').executeTakeFirstOrThrow();
    const created = new Date(createdAt);
    made += 1;
    const row = await database.db.insertInto('groups').values({
      link_id: `contagem${String(made).padStart(14, '0')}`, store_id: storeId, product_id: product.id, product_name: product.name, product_image: product.image,
      product_price_cents: product.price_cents, total_cents: product.price_cents, number_of_quotas: 2, creator_name: 'Ana Souza',
      creator_email: 'ana@example.com', creator_whatsapp: '11987654321', organizer_token_hash: `hash-${made}`, status,
      created_at: created, expires_at: new Date(created.getTime() + expiresInHours * HOUR),
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** The figures counted over every group, as the back office did before the roll-up. */
  async function countedOverEveryGroup(period: Period, storeId: string | undefined) {
    let query = database.db.selectFrom('groups').select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.countAll<number>().filterWhere((f) => whereEffectiveStatus(f, 'active', NOW)).as('active'),
      eb.fn.countAll<number>().filterWhere((f) => whereEffectiveStatus(f, 'completed', NOW)).as('completed'),
      eb.fn.countAll<number>().filterWhere((f) => whereEffectiveStatus(f, 'expired', NOW)).as('expired'),
    ]);
    if (period.start) query = query.where('created_at', '>=', period.start);
    if (period.end) query = query.where('created_at', '<', period.end);
    if (storeId !== undefined) query = query.where('store_id', '=', storeId);
    const row = await query.executeTakeFirstOrThrow();
    return { total: Number(row.total), active: Number(row.active), completed: Number(row.completed), expired: Number(row.expired) };
  }

  async function expectExactEverywhere() {
    for (const [name, period] of PERIODS) {
      for (const storeId of [undefined, 'default', OTHER_STORE]) {
        const scope = { period: name, store: storeId ?? 'todas' };
        expect({ ...scope, ...(await groupCounts(database.db, { period, ...(storeId ? { storeId } : {}) }, NOW)) })
          .toEqual({ ...scope, ...(await countedOverEveryGroup(period, storeId)) });
      }
    }
  }

  it('gives the same figures as counting every group, per store and in all, before and after the job folds, at the edges of São Paulo months', async () => {
    await insertGroup('2026-11-01T02:59:00Z', 'completed'); // 31 October, 23:59 in São Paulo
    const novemberFirst = await insertGroup('2026-11-01T03:00:00Z'); // 1 November, 00:00 in São Paulo
    const completing = await insertGroup('2026-11-19T12:00:00Z');
    const expiring = await insertGroup('2026-11-10T12:00:00Z');
    const deleted = await insertGroup('2026-11-12T12:00:00Z', 'expired');
    await insertGroup('2026-11-19T18:00:00Z', 'active', 1); // past its expiry, not yet swept: counts as expired
    await insertGroup('2026-12-01T02:59:00Z', 'expired'); // still 30 November in São Paulo
    await insertGroup('2026-12-01T03:00:00Z');
    const moving = await insertGroup('2026-11-15T12:00:00Z', 'completed', 48, OTHER_STORE);
    await insertGroup('2026-11-16T12:00:00Z', 'active', 48, OTHER_STORE);
    await expectExactEverywhere();

    expect(await foldGroupCountChanges(database.db)).toBeGreaterThanOrEqual(10);
    expect(await database.db.selectFrom('group_count_changes').selectAll().execute()).toEqual([]);
    await expectExactEverywhere();
    expect(await foldGroupCountChanges(database.db)).toBe(0);

    // Changes after the fold: completion, expiry, deletion, a creation day moved; counted before the next fold.
    await database.db.updateTable('groups').set({ status: 'completed', closed_at: NOW }).where('id', '=', completing).execute();
    await database.db.updateTable('groups').set({ status: 'expired' }).where('id', '=', expiring).execute();
    await database.db.deleteFrom('groups').where('id', '=', deleted).execute();
    await database.db.updateTable('groups').set({ created_at: new Date('2026-10-15T12:00:00Z') }).where('id', '=', novemberFirst).execute();
    await database.db.updateTable('groups').set({ store_id: 'default' }).where('id', '=', moving).execute();
    await database.db.updateTable('groups').set({ creator_name: 'Ana S.' }).where('id', '=', completing).execute(); // no count changes
    await expectExactEverywhere();
    expect(await foldGroupCountChanges(database.db)).toBe(9);
    await expectExactEverywhere();
  });
});
