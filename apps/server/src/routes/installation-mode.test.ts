import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DEFAULT_STORE_ID } from '../db/repositories/stores.ts';
import { DEMO_NOTICE } from '../mode.ts';
import { enqueueEmail } from '../services/email/outbox.ts';
import { sendPendingEmails } from '../services/email/sender.ts';
import { createMailTransport } from '../services/email/transport.ts';
import { createTestGroup, join as joinGroup } from '../testing/group-helpers.ts';
import { asMerchant, signUpMerchant } from '../testing/merchant-helpers.ts';
import { readMessage, startSmtpServer } from '../testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { fakeLogger } from '../testing/fake-logger.ts';

const ORGANIZER = 'Organizadora do Catálogo';

/** What separates a demo installation from a live one (ADR 0022). */
describe.each([
  { mode: 'demo', live: false },
  { mode: 'live', live: true },
])(`a $mode installation on ${testEngine}`, ({ mode, live }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ live });
    // A group on the platform's catalogue, organised by a shopper, before any merchant exists.
    const group = await createTestGroup(t, { creatorName: ORGANIZER });
    expect((await joinGroup(t, group.linkId, 'Convidado 1')).statusCode).toBe(201);
  });

  it(live ? 'gives the first sign-up a new store, never the platform catalogue or its groups' : 'gives the first sign-up the demo store, as its onboarding promises', async () => {
    const before = (await t.app.inject('/api/admin/signup-status')).json();
    const merchant = await signUpMerchant(t, { name: 'Primeira Loja' });
    const groups = (await t.app.inject({ url: '/api/admin/groups', headers: asMerchant(merchant) })).body;
    if (live) {
      // Nothing to claim and nothing said about claims, before or after.
      expect(before.default_store_claimed).toBe(true);
      expect(merchant.storeId).not.toBe(DEFAULT_STORE_ID);
      expect(groups).not.toContain(ORGANIZER);
    } else {
      expect(before.default_store_claimed).toBe(false);
      expect(merchant.storeId).toBe(DEFAULT_STORE_ID);
      expect(groups).toContain(ORGANIZER);
    }
    expect((await t.app.inject('/api/admin/signup-status')).json().default_store_claimed).toBe(true);
  });

  it(live ? 'has no route that marks a PIX charge as paid' : 'lets anyone simulate the bank paying a PIX charge', async () => {
    const group = await createTestGroup(t);
    const txid = (await joinGroup(t, group.linkId, 'Ana Souza', { method: 'pix' })).json().payment.pix.txid;
    const res = await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${txid}/pay` });
    expect(res.statusCode).toBe(live ? 404 : 200);
    const payment = await t.database.db.selectFrom('payments').select('status').where('pix_txid', '=', txid).executeTakeFirstOrThrow();
    expect(payment.status).toBe(live ? 'processing' : 'captured');
  });

  it(live ? 'sends e-mails without the demo notice' : 'says in every e-mail that no payment is real', async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport({ ...t.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true` }, fakeLogger());
    try {
      await t.database.db.deleteFrom('email_outbox').execute();
      await enqueueEmail(t.database.db, { to: 'joao@exemplo.com.br', subject: 'Grupo criado', text: 'Olá, João!', html: '<p>Olá, João!</p>' });
      await sendPendingEmails(t.app.ctx, transport);
      const message = await readMessage(smtp.received[0]!.raw);
      expect(message.text.includes(DEMO_NOTICE)).toBe(!live);
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it(live ? 'serves pages without the demo notice' : 'shows the demo notice on every page, in the HTML itself', async () => {
    const dist = mkdtempSync(join(tmpdir(), `juntai-${mode}-`));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><head><title>Juntaí</title></head><body><div id="root"></div></body></html>');
    const app = await buildApp({ database: t.database, env: { ...t.env, WEB_DIST_DIR: dist }, clock: t.clock, serveWeb: true });
    try {
      for (const path of ['/', '/marketplace', '/admin', '/super-admin/login', '/g/nao-existe-este-grupo-00']) {
        const res = await app.inject(path);
        expect(res.body.includes(DEMO_NOTICE), path).toBe(!live);
      }
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

