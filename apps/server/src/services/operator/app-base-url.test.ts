import { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { up as clearFixedAppBaseUrl } from '../../db/migrations/0017-app-base-url-not-fixed.ts';
import { readGlobalSetting, writeGlobalSetting } from '../../db/repositories/global-settings.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { sendPendingEmails } from '../email/sender.ts';
import type { MailTransport } from '../email/transport.ts';
import { operatorHeaders } from '../../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';

/** 'URL base do app' (back office, global settings): no fixed localhost address; links follow the server actually running. */
describe(`the app's base address for e-mailed links on ${testEngine}`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const sent: string[] = [];
  const transport: MailTransport = { kind: 'log', send: async (message) => { sent.push(message.text); }, close: () => undefined };

  /** An e-mail queued as every service queues one (links on the configured base), then delivered. */
  const deliveredLink = async () => {
    sent.length = 0;
    await enqueueEmail(t.app.ctx.db, { to: 'alguem@example.com', subject: 'Seu grupo', text: `Veja: ${publicBaseUrl(t.app.ctx)}/g/abc` });
    await sendPendingEmails(t.app.ctx, transport);
    return /https?:\/\/\S+\/g\/abc/.exec(sent.join('\n'))?.[0];
  };
  const saveBaseUrl = (app_base_url: string) =>
    t.app.inject({ method: 'PUT', url: '/api/super-admin/global-settings', headers, payload: { settings: { app_base_url } } });

  beforeAll(async () => {
    t = await createTestApp({ env: { PORT: '4321' } });
    headers = await operatorHeaders(t, 'op-base@example.com', 'op-base-url-1');
  });

  it('starts empty, and the settings screen is told the address links use now', async () => {
    const settings = (await t.app.inject({ url: '/api/super-admin/global-settings', headers })).json().settings;
    expect(settings.app_base_url).toEqual({ value: '' });
    const status = (await t.app.inject({ url: '/api/super-admin/status', headers })).json();
    expect(status.links).toEqual({ server_base_url: 'http://localhost:4321', public_base_url_set: false });
  });

  it("links point at this server's own port, then at the operator's address, then back when it is emptied", async () => {
    expect(await deliveredLink()).toBe('http://localhost:4321/g/abc');
    expect((await saveBaseUrl('https://juntai.example.com/')).statusCode).toBe(200);
    expect(await deliveredLink()).toBe('https://juntai.example.com/g/abc');
    expect((await saveBaseUrl('  ')).statusCode).toBe(200);
    expect(await readGlobalSetting(t.app.ctx.db, 'app_base_url')).toBe('');
    expect(await deliveredLink()).toBe('http://localhost:4321/g/abc');
    const refused = await saveBaseUrl('localhost:4321');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('URL base inválida: use um endereço http:// ou https://');
  });

  it('an installation still holding the old seed value (http://localhost:3000) is cleared once; an address the operator chose stays', async () => {
    const db = t.app.ctx.db as unknown as Kysely<unknown>;
    await writeGlobalSetting(t.app.ctx.db, 'app_base_url', 'http://localhost:3000', new Date());
    await clearFixedAppBaseUrl(db);
    expect(await readGlobalSetting(t.app.ctx.db, 'app_base_url')).toBe('');
    await writeGlobalSetting(t.app.ctx.db, 'app_base_url', 'https://loja.example.com', new Date());
    await clearFixedAppBaseUrl(db);
    expect(await readGlobalSetting(t.app.ctx.db, 'app_base_url')).toBe('https://loja.example.com');
  });
});
