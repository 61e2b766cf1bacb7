import { type APIRequestContext, expect, request as requests, test } from '@playwright/test';
import { readMessage, startSmtpServer } from '../../apps/server/src/testing/smtp-sink.ts';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { waitingForTheApp } from '../fixtures.ts';
import { privateServerForSpec } from '../private-server.ts';
import { createGroup, openPaymentForBruno } from './group-setup.ts';

// A server of its own that delivers its e-mails to a real SMTP server on this machine, so the access
// link a person receives can be read and followed as they would.
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let api: APIRequestContext;
test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
const server = privateServerForSpec(() => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Juntaí <nao-responda@juntai.test>' }));
test.beforeAll(async () => {
  api = await requests.newContext({ baseURL: server.base });
});
test.afterAll(async () => {
  await api?.dispose();
  await smtp?.close();
});

/** The Meus Grupos access link last e-mailed to `address`, as a path on this server. */
async function accessLinkFor(address: string): Promise<string> {
  let path: string | undefined;
  await expect.poll(async () => {
    const messages = await Promise.all(smtp.received.filter((m) => m.rcptTo.includes(address)).map((m) => readMessage(m.raw)));
    const texts = messages.filter((m) => m.subject.startsWith('Seu link de acesso a Meus Grupos')).map((m) => m.text);
    path = /\/dashboard\?acesso=[\w-]+/.exec(texts.at(-1) ?? '')?.[0];
    return path;
  }, { timeout: 30_000 }).toBeTruthy();
  return path!;
}

test('a receipt follows whoever proved the e-mail: paid on one phone, shown on another after the Meus Grupos link', async ({ browser }) => {
  test.setTimeout(120_000);
  const created = await createGroup(api, ['Ana', 'Bruno', 'Carla']);

  // The first device pays Bruno's quota by card.
  const first = await browser.newContext({ baseURL: server.base });
  const payer = waitingForTheApp(await first.newPage());
  await payer.goto(`/g/${created.link_id}`);
  const dialog = await openPaymentForBruno(payer);
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(dialog).toBeHidden();
  await expect(payer.getByTestId('own-payment-status')).toHaveText('Reservado no cartão');
  await first.close();

  // A second device, nothing of the first: it asks for the access link and opens it from the e-mail.
  const second = await browser.newContext({ baseURL: server.base });
  const page = waitingForTheApp(await second.newPage());
  await page.goto('/dashboard');
  await page.getByText('Ver meus grupos de outro aparelho').click();
  await page.getByLabel('E-mail do organizador').fill('bruno@example.com');
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
  await expect(page.getByText(/Se houver grupos com este e-mail, enviaremos um link de acesso/)).toBeVisible();
  await page.goto(await accessLinkFor('bruno@example.com'));
  const card = page.getByTestId('group-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('group-role')).toHaveText('Você participa');
  // His card is only reserved until the group completes: Meus Grupos says so, as the group page does.
  await expect(card.getByRole('listitem').filter({ hasText: 'Bruno' })).toContainText('Reservado no cartão');
  await expectNoSeriousA11yViolations(page);

  // The group page knows what this person paid, and the receipt opens here too.
  await page.goto(`/g/${created.link_id}`);
  const own = page.getByTestId('you-paid');
  await expect(own.getByTestId('own-payment-status')).toHaveText('Reservado no cartão');
  await own.getByRole('link', { name: 'Ver comprovante' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Bruno');
  await expect(receipt).toContainText('Reservado no cartão');
  await expect(page.getByText('Este aparelho não tem este comprovante')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await second.close();
});
