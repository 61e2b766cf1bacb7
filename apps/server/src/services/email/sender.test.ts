import { closedPort } from '../../testing/closed-port.ts';
import { readMessage, startSmtpServer } from '../../testing/smtp-sink.ts';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../context.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { writeGlobalSetting } from '../../db/repositories/global-settings.ts';
import { claimPendingEmails } from '../../db/repositories/outbox.ts';
import { enqueueEmail } from './outbox.ts';
import { EMAIL_CLAIM_SECONDS, sendPendingEmails } from './sender.ts';
import type { ManualClock } from '../../testing/manual-clock.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { DEMO_NOTICE } from '../../mode.ts';
import { fakeLogger } from '../../testing/fake-logger.ts';

/** The tests' app is a demo installation (the default): every e-mail opens with its notice (ADR 0022). */
const DEMO = `⚠ ${DEMO_NOTICE}.\n\n`;

describe(`e-mail outbox sender on ${testEngine}`, () => {
  let ctx: AppContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let transport: MailTransport;
  const silent = fakeLogger();

  const outbox = () => ctx.db.selectFrom('email_outbox').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}/?ignoreTLS=true`, MAIL_FROM: 'Juntaí <nao-responda@juntai.test>' } });
    ctx = t.app.ctx;
    transport = createMailTransport(ctx.env, silent);
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await ctx.db.deleteFrom('email_outbox').execute();
    smtp.received.length = 0;
  });

  it('delivers pending e-mails over SMTP with pt-BR text intact, each exactly once, even from two runs at once', async () => {
    expect(transport.kind).toBe('smtp');
    await enqueueEmail(ctx.db, {
      to: 'joao@exemplo.com.br',
      subject: 'Seu grupo está completo! Ação concluída ✓',
      text: 'Olá, João!\nA cota de R$ 1.234,56 foi paga. Não há mais nada a fazer — obrigado por usar o Juntaí.',
    });
    await enqueueEmail(ctx.db, {
      to: 'maria@exemplo.com.br',
      subject: 'Código de acesso: 123456',
      text: 'Olá, Maria Conceição! Seu código é 123456 (válido por 15 minutos).',
      html: '<p>Olá, <strong>Maria Conceição</strong>! Seu código é 123456.</p>',
    });

    // Two runs at once (two instances, or an overlap), one row per batch so that they interleave: each
    // claims its rows (SKIP LOCKED, then the claim), so they share the rows out.
    const reports = await Promise.all([
      sendPendingEmails(ctx, transport, { batchSize: 1 }),
      sendPendingEmails(ctx, transport, { batchSize: 1 }),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    await sendPendingEmails(ctx, transport); // nothing left to send

    expect(smtp.received).toHaveLength(2);
    // Two concurrent runs may deliver in either order; each message is checked by its recipient.
    const messages = await Promise.all(smtp.received.map(async (r) => ({ rcptTo: r.rcptTo, ...(await readMessage(r.raw)) })));
    const first = messages.find((m) => m.rcptTo.includes('joao@exemplo.com.br'));
    const second = messages.find((m) => m.rcptTo.includes('maria@exemplo.com.br'));
    expect(first).toMatchObject({
      rcptTo: ['joao@exemplo.com.br'],
      to: 'joao@exemplo.com.br',
      subject: 'Seu grupo está completo! Ação concluída ✓',
      // Signed when sent, in the operator's name, with the seeded support address (services/email/branding.ts).
      text: DEMO + 'Olá, João!\nA cota de R$ 1.234,56 foi paga. Não há mais nada a fazer — obrigado por usar o Juntaí.'
        + '\n\n— Equipe Juntaí\nDúvidas? Escreva para suporte@juntai.com.br',
    });
    expect(first?.from).toContain('nao-responda@juntai.test');
    expect(second).toMatchObject({
      rcptTo: ['maria@exemplo.com.br'],
      subject: 'Código de acesso: 123456',
      text: DEMO + 'Olá, Maria Conceição! Seu código é 123456 (válido por 15 minutos).\n\n— Equipe Juntaí\nDúvidas? Escreva para suporte@juntai.com.br',
    });

    const rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts, r.last_error])).toEqual([['sent', 1, null], ['sent', 1, null]]);
    for (const row of rows) expect(row.sent_at).toEqual(ctx.clock.now());
  });

  it('holds nothing while the mail server takes its time: the database answers, another run skips the e-mail', async () => {
    await enqueueEmail(ctx.db, { to: 'lento@exemplo.com.br', subject: 'Devagar', text: 'Um servidor lento' });
    const held: Array<() => void> = [];
    let exchanging!: () => void;
    const inExchange = new Promise<void>((resolve) => (exchanging = resolve));
    smtp.beforeAccepting = () => {
      exchanging();
      return new Promise<void>((resolve) => held.push(resolve));
    };
    const acceptEverything = () => {
      smtp.beforeAccepting = undefined;
      for (const accept of held.splice(0)) accept();
    };
    try {
      const slowRun = sendPendingEmails(ctx, transport);
      await inExchange;
      // Mid-exchange: the outbox reads and writes at once (on PGlite a held transaction would stall every
      // request here), the e-mail is still pending, and a second run finds nothing of its own to send.
      expect((await outbox()).map((r) => r.status)).toEqual(['pending']);
      await enqueueEmail(ctx.db, { to: 'outro@exemplo.com.br', subject: 'Outro', text: 'Enfileirado durante o envio' });
      const concurrent = sendPendingEmails(ctx, transport, { batchSize: 1 });
      await new Promise((resolve) => setTimeout(resolve, 50));
      acceptEverything();
      const reports = await Promise.all([slowRun, concurrent]);
      expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    } finally {
      acceptEverything();
    }
    expect(smtp.received.map((r) => r.rcptTo[0]).sort()).toEqual(['lento@exemplo.com.br', 'outro@exemplo.com.br']);
    expect((await outbox()).map((r) => [r.status, r.claimed_until])).toEqual([['sent', null], ['sent', null]]);
  });

  it('gives the rest of a batch back when a very slow mail server used half of the claim, and the next run sends it', async () => {
    for (const to of ['um@exemplo.com.br', 'dois@exemplo.com.br', 'tres@exemplo.com.br']) await enqueueEmail(ctx.db, { to, subject: 'Lote', text: 'Um lote' });
    // The first exchange takes just over half of the claim (in real time, which the clock's `elapsedMs` measures).
    smtp.beforeAccepting = async () => {
      smtp.beforeAccepting = undefined;
      (ctx.clock as ManualClock).skipElapsed((EMAIL_CLAIM_SECONDS * 1000) / 2 + 1);
    };
    expect(await sendPendingEmails(ctx, transport)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    // Back in the queue unclaimed, so any sender may take them at once; no attempt was counted.
    expect((await outbox()).map((r) => [r.to_address, r.status, r.claimed_until, r.attempts])).toEqual([
      ['um@exemplo.com.br', 'sent', null, 1], ['dois@exemplo.com.br', 'pending', null, 0], ['tres@exemplo.com.br', 'pending', null, 0],
    ]);
    expect(await sendPendingEmails(ctx, transport)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received.map((r) => r.rcptTo[0])).toEqual(['um@exemplo.com.br', 'dois@exemplo.com.br', 'tres@exemplo.com.br']);
  });

  it('sends again an e-mail whose sender died mid-send once its claim lapses, and not before', async () => {
    await enqueueEmail(ctx.db, { to: 'joao@exemplo.com.br', subject: 'Seu grupo está completo!', text: 'Olá' });
    // A sender claims it for a moment and dies before sending.
    expect(await claimPendingEmails(ctx.db, { limit: 10, afterId: 0, leaseSeconds: 0.2 })).toHaveLength(1);
    expect(await sendPendingEmails(ctx, transport)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sendPendingEmails(ctx, transport)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('sends in the operator\'s current platform name and support e-mail, even for e-mails queued before the change', async () => {
    await enqueueEmail(ctx.db, { to: 'lia@exemplo.com.br', subject: 'Seu link — Juntaí', text: 'Seus grupos no Juntaí.' });
    await writeGlobalSetting(ctx.db, 'platform_name', 'Compra Junto', ctx.clock.now());
    await writeGlobalSetting(ctx.db, 'support_email', 'ajuda@comprajunto.com.br', ctx.clock.now());
    try {
      await sendPendingEmails(ctx, transport);
      const message = await readMessage(smtp.received.at(-1)!.raw);
      expect(message).toMatchObject({
        subject: 'Seu link — Compra Junto',
        text: DEMO + 'Seus grupos no Compra Junto.\n\n— Equipe Compra Junto\nDúvidas? Escreva para ajuda@comprajunto.com.br',
      });
    } finally {
      await writeGlobalSetting(ctx.db, 'platform_name', 'Juntaí', ctx.clock.now());
      await writeGlobalSetting(ctx.db, 'support_email', 'suporte@juntai.com.br', ctx.clock.now());
    }
  });

  it('keeps e-mails pending with the attempt counted when the server cannot be reached, and backs off', async () => {
    const down = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: ctx.env.MAIL_FROM }, silent);
    await enqueueEmail(ctx.db, { to: 'ana@exemplo.com.br', subject: 'Pagamento confirmado', text: 'Olá, Ana!' });
    await enqueueEmail(ctx.db, { to: 'bia@exemplo.com.br', subject: 'Pagamento confirmado', text: 'Olá, Bia!' });

    expect(await sendPendingEmails(ctx, down)).toEqual({ sent: 0, retrying: 2, failed: 0 });
    let rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['pending', 1], ['pending', 1]]);
    for (const row of rows) expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);

    // Not again right away: the next try waits 30 s after queueing, then 1 min, 2 min…
    expect(await sendPendingEmails(ctx, down)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await ctx.db.updateTable('email_outbox').set({ created_at: new Date(Date.now() - 60 * 60 * 1000) }).execute();
    // The attempt cap turns the last failure into 'failed'; a run tries each row once, however old.
    expect(await sendPendingEmails(ctx, down, { maxAttempts: 2 })).toEqual({ sent: 0, retrying: 0, failed: 2 });
    rows = await outbox();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([['failed', 2], ['failed', 2]]);
    down.close();

    // A working server later does not resend what was given up.
    await sendPendingEmails(ctx, transport);
    expect(smtp.received).toHaveLength(0);
  });

  it('gives up at once on a permanent refusal (5xx) and goes on with the rest', async () => {
    await enqueueEmail(ctx.db, { to: 'recusado@exemplo.com.br', subject: 'Bem-vindo', text: 'Olá!' });
    await enqueueEmail(ctx.db, { to: 'aceito@exemplo.com.br', subject: 'Bem-vindo', text: 'Olá!' });
    expect(await sendPendingEmails(ctx, transport)).toEqual({ sent: 1, retrying: 0, failed: 1 });
    const rows = await outbox();
    expect(rows.map((r) => [r.to_address, r.status, r.attempts])).toEqual([
      ['recusado@exemplo.com.br', 'failed', 1],
      ['aceito@exemplo.com.br', 'sent', 1],
    ]);
    expect(rows[0]?.last_error).toMatch(/550|Mailbox unavailable/);
    expect(smtp.received.map((r) => r.rcptTo)).toEqual([['aceito@exemplo.com.br']]);
  });

  it('without SMTP_URL logs that the e-mail was kept (its outbox id, not its recipient) and keeps it in the table as sent', async () => {
    const info = vi.fn();
    const local = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: ctx.env.MAIL_FROM }, { info } as unknown as FastifyBaseLogger);
    expect(local.kind).toBe('log');
    await enqueueEmail(ctx.db, { to: 'dev@exemplo.com.br', subject: 'Redefinição de senha', text: 'Use o link: /reset?token=abc' });
    expect(await sendPendingEmails(ctx, local)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const [row] = await outbox();
    expect(info).toHaveBeenCalledWith({ outbox_id: row?.id }, expect.stringContaining('local outbox'));
    // A log is read by more people than the outbox: no address, no subject (it may carry a name).
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/dev@exemplo|Redefinição/);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text_body: 'Use o link: /reset?token=abc' });
    expect(smtp.received).toHaveLength(0);
  });

  it('stops between e-mails when asked to (shutdown), leaving the rest pending', async () => {
    await enqueueEmail(ctx.db, { to: 'a@exemplo.com.br', subject: 'Um', text: 'Um' });
    await enqueueEmail(ctx.db, { to: 'b@exemplo.com.br', subject: 'Dois', text: 'Dois' });
    const abort = new AbortController();
    const stopping: MailTransport = {
      kind: 'smtp',
      send: async (message) => {
        await transport.send(message);
        abort.abort();
      },
      close: () => undefined,
    };
    expect(await sendPendingEmails(ctx, stopping, { signal: abort.signal, batchSize: 10 })).toMatchObject({ sent: 1 });
    expect((await outbox()).map((r) => [r.status, r.claimed_until])).toEqual([['sent', null], ['pending', null]]);
    // Given back, not left claimed: the next run sends it at once.
    expect(await sendPendingEmails(ctx, transport)).toMatchObject({ sent: 1 });
  });
});
