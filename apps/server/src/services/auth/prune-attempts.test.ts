import { beforeAll, describe, expect, it } from 'vitest';
import { appJobs, createJobRunner } from '../../jobs/index.ts';
import { createMailTransport } from '../email/transport.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { countAttempt, LIMITS } from './attempts.ts';
import { recordLoginFailure } from './login-delays.ts';
import { fakeLogger } from '../../testing/fake-logger.ts';

const HOUR = 3_600_000;

/** rate_limit_hits is pruned by a background job: a row outlives every window, then goes. */
describe(`pruning rate_limit_hits on ${testEngine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const keys = async () => (await t.database.db.selectFrom('rate_limit_hits').select('key').orderBy('key').execute()).map((r) => r.key);

  it('deletes the rows without a hit for a day, keeps the others', async () => {
    await countAttempt(t.app.ctx, LIMITS.loginPerAddress, '198.51.100.1');
    await recordLoginFailure(t.app.ctx, { account: 'velha@example.com', address: '198.51.100.1' });
    t.clock.advance(23 * HOUR);
    // Still within a day: a pair's failures are remembered that long.
    await recordLoginFailure(t.app.ctx, { account: 'recente@example.com', address: '198.51.100.2' });
    const log = fakeLogger();
    const runner = createJobRunner(t.app.ctx, appJobs(t.app.ctx.database.engine, createMailTransport({ SMTP_URL: undefined, MAIL_FROM: t.env.MAIL_FROM }, log), log), log);
    expect(await runner.runNow('prune-rate-limit-hits')).toBe('ran');
    expect(await keys()).toHaveLength(5);

    t.clock.advance(HOUR);
    expect(await runner.runNow('prune-rate-limit-hits')).toBe('ran');
    expect(await keys()).toEqual(['login:conta:recente@example.com', 'login:par:recente@example.com|198.51.100.2']);
    expect(log.error).not.toHaveBeenCalled();
    await runner.stop();
  });
});
