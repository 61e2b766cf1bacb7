import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { fakeLogger } from '../testing/fake-logger.ts';
import { createTestApp } from '../testing/test-app.ts';
import { createTestDatabase, testEngine } from '../testing/test-database.ts';
import { webServerBuildFromSource } from '../testing/web-server-build.ts';

describe(`GET /api/health/ready on ${testEngine}`, async () => {
  const t = await createTestApp();
  const dist = mkdtempSync(join(tmpdir(), 'juntai-dist-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const ready = async (app = t.app) => {
    const res = await app.inject('/api/health/ready');
    return { status: res.statusCode, body: res.json() };
  };
  /** An instance that serves the web app from `dist`, with jobs on or off. */
  const webApp = async (jobsEnabled: boolean) => {
    const app = await buildApp({
      database: t.database, env: { ...t.env, WEB_DIST_DIR: dist, JOBS_ENABLED: jobsEnabled }, clock: t.clock, serveWeb: true,
      webServerBuild: await webServerBuildFromSource(),
    });
    await app.ready();
    afterAll(() => app.close());
    return app;
  };

  it('is ready when the database answers with every migration applied (an API-only instance, jobs off)', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', problems: [] } });
    // Liveness stays what it was.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 naming a missing web build, and 200 once it is there', async () => {
    const app = await webApp(false);
    const missing = await ready(app);
    expect(missing.status).toBe(503);
    expect(missing.body).toEqual({
      status: 'not_ready', detail: 'Esta instância ainda não está pronta para receber tráfego.',
      problems: [`App web: não compilado (${join(dist, 'index.html')} não existe); rode "npm run build".`],
    });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    expect((await ready(app)).status).toBe(200);
  });

  it('answers 503 while the jobs JOBS_ENABLED asks for do not run here, 200 while they do', async () => {
    const app = await webApp(true);
    const notRunning = await ready(app);
    expect(notRunning.status).toBe(503);
    expect(notRunning.body.problems).toEqual([expect.stringMatching(/^Tarefas em segundo plano: JOBS_ENABLED=true, mas não estão rodando/)]);
    const runner = createJobRunner(app.ctx, [{ name: 'nothing', intervalMs: 60_000, run: async () => undefined }], fakeLogger());
    app.readiness.watchJobs(runner);
    runner.start();
    expect((await ready(app)).status).toBe(200);
    await runner.stop();
    expect((await ready(app)).status).toBe(503);
  });

  it('answers 503 naming a migration this code has and the database lacks', async () => {
    const { rows: [last] } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(t.database.db);
    const fresh = await createTestApp();
    await sql`delete from kysely_migration where name = ${last!.name}`.execute(fresh.database.db);
    const answer = await ready(fresh.app);
    expect(answer.status).toBe(503);
    expect(answer.body.problems).toEqual([`Banco de dados: migrações não aplicadas (${last!.name}); reinicie o servidor para aplicá-las.`]);
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, env: t.env, clock: t.clock });
    await app.ready();
    await database.close();
    const answer = await ready(app);
    expect(answer.status).toBe(503);
    expect(answer.body.problems).toEqual([expect.stringMatching(/^Banco de dados: não responde/)]);
    await app.close();
  });
});
