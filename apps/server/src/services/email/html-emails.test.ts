import { buildPixPayload, cents, reminderMessages } from '@juntai/domain';
import jsQR from 'jsqr';
import { simpleParser } from 'mailparser';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeGlobalSetting } from '../../db/repositories/global-settings.ts';
import { DEMO_NOTICE } from '../../mode.ts';
import { type SmtpSink, useMailTestApp } from '../../testing/mail-test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { testEngine } from '../../testing/test-database.ts';
import { passwordResetEmail, passwordResetLink } from '../auth/emails.ts';
import { accessLinkUrl } from '../organizer-dashboard/access-link.ts';
import { PRODUCT_EMAIL_COLORS } from './branding.ts';
import {
  groupLink, queueGroupCompletedEmail, queueGroupCreatedEmail, queueGroupExpiredEmail, queueGroupExtendedEmails,
  queuePaymentRefundedEmail, quotaPaidEmails,
} from './group-emails.ts';
import { accessLinkContent } from './kinds/access-link.ts';
import type { GroupFacts, PaymentFacts } from './kinds/group-facts.ts';
import { groupCompletedPayerContent } from './kinds/group-completed-payer.ts';
import { groupReminderContent, type ReminderFacts } from './kinds/group-reminder.ts';
import { merchantInvitationContent } from './kinds/merchant-invitation.ts';
import { quotaReminderContent } from './kinds/quota-reminder.ts';
import { pixGeneratedEmail, pixQrPngBase64 } from './pix-emails.ts';
import { emailOf, enqueueEmail } from './outbox.ts';
import { enqueueGroupEmails } from './recipient-caps.ts';
import { sendPendingEmails } from './sender.ts';
import type { MailTransport } from './transport.ts';

/** A name as a person may type it: markup, an ampersand, quotes and an accent. */
const TYPED = '<script>alert(1)</script> & "Zé"';
const TYPED_IN_HTML = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Zé&quot;';
const LINK_ID = 'grupo-html-0001';
const PIX_CODE = buildPixPayload({ pixKey: 'pix@juntai.com.br', merchantName: 'Juntaí Pagamentos', merchantCity: 'São Paulo', amount: cents(26_250), txid: 'JNT90001' });

const group: GroupFacts = {
  link_id: LINK_ID, product_name: `Cafeteira ${TYPED}`, creator_name: `Conceição ${TYPED}`, creator_email: 'organiza@exemplo.com.br',
  number_of_quotas: 4, expires_at: new Date('2025-03-10T15:00:00Z'), total_cents: 105_000,
};
const payment: PaymentFacts = {
  id: 90_001, name: `João ${TYPED}`, email: 'paga@exemplo.com.br', amount_cents: 26_250, method: 'card', installments: 3, installment_cents: 8_750,
  seat_key: 'joao', covered_by_organizer: false,
};
/** The payment as it is when its quota counts: a card authorised (reserved), a PIX received. */
const authorised = { ...payment, status: 'authorized' as const, pix_expires_at: null };
const SENT_AT = new Date('2025-03-09T15:00:00Z');
/** The organizer paid João's quota by PIX, from their own address. */
const covered = { ...authorised, id: 90_002, email: group.creator_email, method: 'pix' as const, installments: 1, installment_cents: 26_250, covered_by_organizer: true };

interface Kind {
  kind: string;
  queue: (t: TestApp) => Promise<void>;
  link: (t: TestApp) => string;
  subject: string;
  /** A sentence of the e-mail, with an accent, in both parts. */
  sentence: string;
  /** Whether a name typed by a person is in it. */
  typed: boolean;
}

const groupPage = (t: TestApp) => groupLink(t.env, LINK_ID);
/** Two of four quotas paid, 2 h before the deadline: the organizer and João still owe theirs. */
const reminderFacts = (t: TestApp): ReminderFacts => ({
  moment: '2h', paidCount: 2, missingCents: 52_500, freeSlots: 0,
  unpaid: [{ name: group.creator_name, isCreator: true, state: 'pending' }, { name: payment.name, isCreator: false, state: 'failed' }],
  messages: reminderMessages({
    productName: group.product_name, creatorName: group.creator_name, quotaValue: cents(26_250), numberOfQuotas: 4, paidCount: 2,
    link: groupPage(t), expiresAt: group.expires_at, productPrice: cents(100_000),
  }),
});
const RESET_TOKEN = 'token-de-redefinicao-0123456789';
const kinds: Kind[] = [
  {
    kind: 'group created', queue: (t) => queueGroupCreatedEmail(t.database.db, t.env, group), link: groupPage,
    subject: `Seu grupo para Cafeteira ${TYPED} foi criado`, sentence: 'Compartilhe o link com os participantes:', typed: true,
  },
  {
    kind: 'quota paid', queue: (t) => enqueueGroupEmails(t.database.db, [quotaPaidEmails(t.env, group, authorised, 2, SENT_AT)[1]!]), link: groupPage,
    subject: `João ${TYPED} pagou uma cota de Cafeteira ${TYPED}`, sentence: 'pagou a cota de R$\u00a0262,50 (cartão).', typed: true,
  },
  {
    kind: 'payment confirmed', queue: (t) => enqueueGroupEmails(t.database.db, [quotaPaidEmails(t.env, group, authorised, 2, SENT_AT)[0]!]), link: groupPage,
    subject: `Reservado no cartão: sua cota de Cafeteira ${TYPED}`, sentence: 'no cartão em 3x de R$\u00a087,50', typed: true,
  },
  {
    kind: 'PIX generated', link: groupPage, typed: true,
    queue: (t) => enqueueGroupEmails(t.database.db, [pixGeneratedEmail(t.env, group, { ...payment, method: 'pix', installments: 1, installment_cents: 26_250 }, {
      copiaECola: PIX_CODE, expiresAt: new Date('2025-03-09T15:30:00Z'), qrPngBase64: pixQrPngBase64(PIX_CODE),
    })]),
    subject: `Seu PIX de R$\u00a0262,50 para a cota de Cafeteira ${TYPED} — aguardando pagamento`,
    sentence: 'Quem recebe (como o seu banco vai mostrar): Juntai Pagamentos',
  },
  {
    kind: 'group completed', queue: (t) => queueGroupCompletedEmail(t.database.db, t.env, group, []), link: groupPage,
    subject: `Grupo completo: Cafeteira ${TYPED}`, sentence: 'O pedido será processado em breve.', typed: true,
  },
  {
    kind: 'group completed, to a payer', queue: (t) => enqueueGroupEmails(t.database.db, [emailOf(payment.email, groupCompletedPayerContent(group, payment, groupPage(t)))]),
    link: groupPage, subject: `O grupo fechou: Cafeteira ${TYPED}`, sentence: 'seu cartão foi cobrado em R$\u00a0262,50 pela sua cota, em 3x de R$\u00a087,50.', typed: true,
  },
  {
    kind: 'quota covered, the organizer\'s receipt', queue: (t) => enqueueGroupEmails(t.database.db, [quotaPaidEmails(t.env, group, covered, 2, SENT_AT, 'joao@exemplo.com.br')[0]!]),
    link: groupPage, subject: `Comprovante: você pagou a cota de João ${TYPED} em Cafeteira ${TYPED}`, sentence: 'R$\u00a0262,50 via PIX, no seu grupo para', typed: true,
  },
  {
    kind: 'quota covered, to the friend', queue: (t) => enqueueGroupEmails(t.database.db, [quotaPaidEmails(t.env, group, covered, 2, SENT_AT, 'joao@exemplo.com.br')[1]!]),
    link: groupPage, subject: `Conceição ${TYPED} pagou a sua cota de Cafeteira ${TYPED}`, sentence: 'Você não precisa pagar nada', typed: true,
  },
  {
    kind: 'group expired', queue: (t) => queueGroupExpiredEmail(t.database.db, t.env, group, 2, 2), link: groupPage,
    subject: `Grupo expirado: Cafeteira ${TYPED}`, sentence: 'Os 2 pagamentos feitos foram devolvidos automaticamente.', typed: true,
  },
  {
    kind: 'payment refunded', queue: (t) => queuePaymentRefundedEmail(t.database.db, t.env, group, payment, 'charge_lapsed'), link: groupPage,
    subject: `Devolução do seu pagamento: Cafeteira ${TYPED}`, sentence: 'foi pago depois que a cobrança venceu', typed: true,
  },
  {
    kind: 'reminder to the organizer',
    queue: (t) => enqueueGroupEmails(t.database.db, [emailOf(group.creator_email, groupReminderContent(group, reminderFacts(t), groupPage(t)))]), link: groupPage,
    subject: `Faltam 2 cotas: o grupo para Cafeteira ${TYPED} fecha em menos de 2 horas`, sentence: 'Cotas pagas: 2 de 4. Faltam R$\u00a0525,00 para completar.', typed: true,
  },
  {
    kind: 'reminder to a payer',
    queue: (t) => enqueueGroupEmails(t.database.db, [emailOf(payment.email, quotaReminderContent(group, payment.name, '24h', groupPage(t)))]), link: groupPage,
    subject: `Sua cota de Cafeteira ${TYPED} ainda não está paga`, sentence: 'fecha em 10/03/2025, 12:00 (horário de Brasília), daqui a menos de 24 horas', typed: true,
  },
  {
    kind: 'deadline extended',
    queue: (t) => queueGroupExtendedEmails(t.database.db, t.env, group, [payment], 3), link: groupPage,
    subject: `Prazo prorrogado: o grupo para Cafeteira ${TYPED} fecha em 10/03/2025, 12:00 (horário de Brasília)`,
    sentence: 'Seu pagamento continua garantido; você não precisa fazer nada.', typed: true,
  },
  {
    kind: 'password reset',
    queue: (t) => passwordResetEmail(t.app.ctx, t.database.db, { role: 'merchant', to: 'lojista@exemplo.com.br', name: `Lúcia ${TYPED}`, token: RESET_TOKEN }),
    link: (t) => passwordResetLink(t.app.ctx, 'merchant', RESET_TOKEN, 'lojista@exemplo.com.br'),
    subject: 'Crie uma nova senha — Juntaí', sentence: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.', typed: true,
  },
  {
    kind: 'merchant invitation',
    queue: (t) => enqueueEmail(t.database.db, emailOf('convidada@exemplo.com.br', merchantInvitationContent({ storeName: `Loja ${TYPED}`, link: `${groupPage(t)}?convite=abc` }))),
    link: (t) => `${groupPage(t)}?convite=abc`,
    subject: `Convite para o Painel do Lojista — Loja ${TYPED}`, sentence: 'a compra em grupo para os seus clientes.', typed: true,
  },
  {
    kind: 'access link',
    queue: (t) => enqueueEmail(t.database.db, emailOf('organiza@exemplo.com.br', accessLinkContent(accessLinkUrl(t.app.ctx, 'acesso-123')))),
    link: (t) => accessLinkUrl(t.app.ctx, 'acesso-123'),
    subject: 'Seu link de acesso a Meus Grupos — Juntaí', sentence: 'os grupos que você organiza ou dos quais participa no Juntaí.', typed: false,
  },
];

/** A URL as it stands in an HTML attribute. */
const inAttribute = (url: string) => url.replaceAll('&', '&amp;');
/** How many links of the HTML part go to `url` (the button and the address written out under it). */
const linksTo = (html: string, url: string) => html.split(`href="${inAttribute(url)}"`).length - 1;

describe.each([{ mode: 'demo', live: false }, { mode: 'live', live: true }])(`every e-mail, in a $mode installation, on ${testEngine}`, ({ live }) => {
  const mail = useMailTestApp({ live });
  let t: TestApp;
  let smtp: SmtpSink;
  let transport: MailTransport;

  /** Sends the outbox over SMTP and parses the one message the server received, as a mail client would. */
  async function sendAndParse() {
    await sendPendingEmails(t.app.ctx, transport);
    expect(smtp.received).toHaveLength(1);
    return simpleParser(smtp.received[0]!.raw);
  }

  beforeAll(() => {
    ({ t, smtp, transport } = mail);
  });

  it('PIX generated: its QR code is a PNG inside the message, shown by content id, and its text says where to find it', async () => {
    await kinds.find((kind) => kind.kind === 'PIX generated')!.queue(t);
    const mail = await sendAndParse();
    const qr = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(qr).toHaveLength(1);
    expect(qr[0]!.related).toBe(true);
    expect(qr[0]!.content.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
    // What the payer's banking app reads from it, through an independent QR reader.
    const image = PNG.sync.read(qr[0]!.content);
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(PIX_CODE);
    const cid = qr[0]!.cid!;
    // The HTML part names that part by its content id (read as sent, without the reader inlining it).
    const asSent = await simpleParser(smtp.received[0]!.raw, { keepCidLinks: true });
    expect(asSent.html || '').toMatch(new RegExp(`<img[^>]+src="cid:${cid}"[^>]+alt="QR Code do PIX: leia com o app do seu banco`));
    expect(mail.text).toContain('QR Code do PIX: leia com o app do seu banco');
  });

  it.each(kinds)('$kind: subject, a text and an HTML part saying the same, the link in both, names escaped in HTML only', async (kind) => {
    await kind.queue(t);
    const mail = await sendAndParse();
    const link = kind.link(t);
    const html = mail.html || '';
    const text = mail.text ?? '';

    expect(mail.subject).toBe(kind.subject);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(text).toContain(kind.sentence);
    expect(html).toContain(kind.sentence.replaceAll('"', '&quot;'));
    // The link: alone on its line in text; the button and the address written out in HTML.
    expect(text.split('\n')).toContain(link);
    expect(linksTo(html, link)).toBe(2);
    // Branded: the platform name in the header's colour, the signature and support address at the end.
    expect(html).toMatch(new RegExp(`<p style="[^"]*;color:${PRODUCT_EMAIL_COLORS.primary};[^"]*">Juntaí</p>`));
    expect(text).toMatch(/— Equipe Juntaí\nDúvidas\? Escreva para suporte@juntai\.com\.br$/);
    expect(html).toContain('href="mailto:suporte@juntai.com.br"');
    // Readable with images blocked: there are none, but for a PIX's QR code, which travels inside the message.
    if (kind.kind !== 'PIX generated') expect(html).not.toContain('<img');
    // Names typed by people: verbatim in text, escaped in HTML, never markup.
    expect(html).not.toContain('<script>');
    if (kind.typed) {
      expect(text).toContain(TYPED);
      expect(html).toContain(TYPED_IN_HTML);
    }
    // In a demo both parts open with the notice; a live installation never shows it.
    expect(text.startsWith(`⚠ ${DEMO_NOTICE}.\n\n`)).toBe(!live);
    expect(html.includes(DEMO_NOTICE)).toBe(!live);
    if (!live) expect(html.indexOf(DEMO_NOTICE)).toBeLessThan(html.indexOf('>Juntaí</p>'));
  });

  it('renders the HTML part in the operator\'s current name, support address and links, escaped, for e-mails queued before the change', async () => {
    await queueGroupCompletedEmail(t.database.db, t.env, group, []);
    const now = t.clock.now();
    await writeGlobalSetting(t.database.db, 'platform_name', 'Compra & "Cia" <Já>', now);
    await writeGlobalSetting(t.database.db, 'support_email', 'ajuda@compra.com.br', now);
    await writeGlobalSetting(t.database.db, 'app_base_url', 'https://compra.exemplo.com.br', now);
    try {
      const mail = await sendAndParse();
      const html = mail.html || '';
      const link = `https://compra.exemplo.com.br/g/${LINK_ID}`;
      expect(mail.text).toContain(`Veja o grupo:\n${link}`);
      expect(linksTo(html, link)).toBe(2);
      expect(html).toContain('>Compra &amp; &quot;Cia&quot; &lt;Já&gt;</p>');
      expect(html).toContain('— Equipe Compra &amp; &quot;Cia&quot; &lt;Já&gt;');
      expect(html).toContain('href="mailto:ajuda@compra.com.br"');
      expect(html).not.toContain('Juntaí');
    } finally {
      await writeGlobalSetting(t.database.db, 'platform_name', 'Juntaí', now);
      await writeGlobalSetting(t.database.db, 'support_email', 'suporte@juntai.com.br', now);
      await writeGlobalSetting(t.database.db, 'app_base_url', '', now);
    }
  });

  it('still sends the text of a row whose content cannot be read, without an HTML part', async () => {
    await t.database.db.insertInto('email_outbox')
      .values({ to_address: 'ana@exemplo.com.br', subject: 'Olá', text_body: 'Olá, Ana! Você está no grupo.', content: JSON.stringify({ greeting: 1 }) })
      .execute();
    const mail = await sendAndParse();
    expect(mail.text).toContain('Olá, Ana! Você está no grupo.');
    expect(mail.html).toBe(false);
  });
});
