import { ORGANIZER_TOKEN_HEADER } from '@juntai/contract';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { expireDueGroups } from '../services/groups/expire-groups.ts';
import { sendPendingEmails } from '../services/email/sender.ts';
import type { MailTransport } from '../services/email/transport.ts';
import { createTestGroup, HOUR, join, joinBody } from '../testing/group-helpers.ts';
import { type SmtpSink, useMailTestApp } from '../testing/mail-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

/** Every e-mail of a group's life reaches the person it is about and is true for them (real SMTP exchange). */
describe(`who each group e-mail is for on ${testEngine}`, () => {
  const mail = useMailTestApp();
  let t: TestApp;
  let smtp: SmtpSink;
  let transport: MailTransport;
  beforeAll(() => {
    ({ t, smtp, transport } = mail);
  });

  /** Each message as the SMTP server received it: the envelope's recipient, the subject and the text. */
  async function delivered(): Promise<Array<{ to: string; subject: string | undefined; text: string | undefined }>> {
    await sendPendingEmails(t.app.ctx, transport);
    return Promise.all(smtp.received.map(async (m) => {
      const parsed = await simpleParser(m.raw);
      return { to: m.rcptTo.join(','), subject: parsed.subject, text: parsed.text };
    }));
  }
  const cover = (linkId: string, token: string, name: string) => t.app.inject({
    method: 'POST', url: `/api/groups/${linkId}/join`, headers: { [ORGANIZER_TOKEN_HEADER]: token },
    payload: { ...joinBody(name, { email: 'ana@example.com' }), covered_by_organizer: true },
  });

  it('the organizer covering a friend gets the receipt of what they paid for whom; the friend hears it; nobody reads "Caio pagou"', async () => {
    const { linkId, token } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    expect((await join(t, linkId, 'Ana Souza', { email: 'ana@example.com' })).statusCode).toBe(201);
    expect((await join(t, linkId, 'Bia')).statusCode).toBe(201);
    // Caio started a PIX with his own address and never paid it; the organizer then pays his quota by card.
    expect((await join(t, linkId, 'Caio', { method: 'pix' })).statusCode).toBe(201);
    expect((await cover(linkId, token, 'Caio')).statusCode).toBe(201);

    const mails = await delivered();
    const toAna = mails.filter((m) => m.to === 'ana@example.com');
    const receipt = toAna.find((m) => m.subject?.startsWith('Comprovante'));
    // Her card is only authorised until the group completes: the receipt says it is reserved, not paid.
    expect(receipt?.subject).toMatch(/^Comprovante: a cota de Caio em .+ está reservada no seu cartão$/);
    expect(receipt?.text).toContain('Olá, Ana Souza!');
    expect(receipt?.text).toMatch(/Você reservou a cota de Caio: R\$\s[\d.,]+ no cartão, à vista/);
    expect(receipt?.text).not.toContain('Você pagou');
    // Her own quota (a card, reserved until the group closes): the confirmation, not a notice that "Ana Souza pagou uma cota".
    expect(toAna.filter((m) => m.subject?.startsWith('Reservado no cartão: sua cota'))).toHaveLength(1);
    for (const m of mails) {
      expect(m.subject).not.toMatch(/^(Caio|Ana Souza) pagou uma cota/);
      if (m.to === 'ana@example.com') expect(m.text).not.toContain('Olá, Caio!');
    }
    const toCaio = mails.filter((m) => m.to === 'caio@example.com');
    expect(toCaio.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Ana Souza pagou a sua cota de /)]));
    expect(toCaio.find((m) => m.subject?.startsWith('Ana Souza pagou'))?.text).toContain('Você não precisa pagar nada');
    // Bia's payment is still told to the organizer.
    expect(toAna.some((m) => m.subject?.startsWith('Bia pagou uma cota'))).toBe(true);

    // The third quota closed the group: each payment's address hears that its card was charged.
    const closed = mails.filter((m) => m.subject?.startsWith('O grupo fechou'));
    expect(closed.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ana@example.com', 'bia@example.com']);
    expect(closed.find((m) => m.to === 'bia@example.com')?.text).toMatch(/Olá, Bia![\s\S]*fechou: todas as 3 cotas foram pagas e seu cartão foi cobrado em R\$\s[\d.,]+ pela sua cota\./);
    expect(closed.filter((m) => m.to === 'ana@example.com').map((m) => m.text)).toEqual(expect.arrayContaining([
      expect.stringMatching(/seu cartão foi cobrado em R\$\s[\d.,]+ pela cota de Caio\./),
      expect.stringMatching(/seu cartão foi cobrado em R\$\s[\d.,]+ pela sua cota\./),
    ]));
    expect(mails.filter((m) => m.subject?.startsWith('Grupo completo'))).toHaveLength(1);
  });

  it('tells each payer when the group expires: a card reservation released, a PIX given back', async () => {
    t.clock.set('2026-11-22T12:00:00-03:00');
    const { linkId } = await createTestGroup(t, { quotas: 3, names: ['Ana Souza', 'Bia', 'Caio'] });
    expect((await join(t, linkId, 'Bia')).statusCode).toBe(201);
    const pix = await join(t, linkId, 'Caio', { method: 'pix' });
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/simulated/pix/${pix.json().payment.pix.txid}/pay` })).statusCode).toBe(200);
    t.clock.advance(48 * HOUR);
    await expireDueGroups(t.app.ctx);

    const mails = await delivered();
    // Bia's card was only reserved: nothing was charged, so nothing reads "devolvido".
    expect(mails.filter((m) => m.to === 'bia@example.com' && m.subject?.startsWith('Devolução'))).toEqual([]);
    const bia = mails.find((m) => m.to === 'bia@example.com' && m.subject?.startsWith('Reserva no cartão cancelada, nada foi cobrado: '));
    expect(bia?.text).toMatch(/não se completou a tempo, então a reserva de R\$\s[\d.,]+ no seu cartão pela sua cota foi cancelada: nada foi cobrado\./);
    // Told when the refund is asked of the provider: on its way back, not yet called "devolvido".
    const caio = mails.find((m) => m.to === 'caio@example.com' && m.subject?.startsWith('Devolução do seu pagamento: '));
    expect(caio?.text).toMatch(/então pedimos a devolução do valor da sua cota \(R\$\s[\d.,]+\) para a conta de origem do PIX\./);
    expect(caio?.text).not.toMatch(/foi devolvido|estornado/);
    expect(mails.filter((m) => m.subject?.startsWith('Grupo expirado')).map((m) => m.to)).toEqual(['ana@example.com']);
  });
});
