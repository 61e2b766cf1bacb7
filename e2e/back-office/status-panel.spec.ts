import { expectNoSeriousA11yViolations } from '../a11y.ts';
// Not ../fixtures.ts: its same-origin check knows only the shared server; this spec runs its own.
import { expect, test } from '@playwright/test';
import { closedPort } from '../../apps/server/src/testing/closed-port.ts';
import { privateServerForSpec } from '../private-server.ts';
import { createGroup } from '../shopper/group-setup.ts';
import { signInOperatorOn } from './back-office-helpers.ts';

// The mail server is down on this spec's own server: the e-mails a new group sends fail, and the
// operator must see them failing on the status panel, with why and for how long.
const server = privateServerForSpec(async () => ({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, MAIL_FROM: 'Juntaí <nao-responda@juntai.test>' }));

test('the status panel lists the e-mails failing to go out, with the reason and the attempts', async ({ page, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.base });
  await createGroup(api, ['Ana Souza', 'Bruno Lima']);
  await api.dispose();

  await signInOperatorOn(page, server.base);

  const failing = page.getByTestId('status-failing');
  // The sender job runs every few seconds: the panel shows the failure once it has been tried.
  await expect(async () => {
    await page.goto(`${server.base}/super-admin/settings`);
    await expect(failing.getByText('Tentando de novo').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  const item = failing.getByRole('listitem').filter({ hasText: /E-mail #\d+:/ }).first();
  await expect(item).toContainText('Tentando de novo');
  await expect(item.locator('p').first(), 'why it fails').not.toBeEmpty();
  await expect(item).toContainText(/\d+ tentativas?/);
  await expect(item).toContainText(/há (menos de 1 min|\d+ min)/);
  await expect(failing).not.toContainText('Nenhum e-mail, webhook ou chamada ao provedor de pagamento falhando');
  await expectNoSeriousA11yViolations(page);
});
