import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { createGroup, generatePixForBruno } from './group-setup.ts';

/** Nothing of a PIX not yet paid may say it was paid ("pagou", "pago", "Pago"). */
const SAYS_PAID = /pagou|\bpago\b/i;

test('a PIX left with back is found again on the group page, copied first, counted down, and offered anew once it lapses', async ({ page, context }, testInfo) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const created = await createGroup(page.request, ['Ana', 'Bruno']);
  await page.clock.install();
  await page.goto(`/g/${created.link_id}`);
  const dialog = await generatePixForBruno(page);
  await expect(dialog.getByTestId('pix-countdown')).toHaveText(/^(30:00|[12]\d:\d{2})$/);
  await expect(dialog.getByTestId('pix-receiver')).not.toBeEmpty();
  const code = await dialog.getByLabel('Pix copia e cola').inputValue();
  // On a phone the code's button leads and the QR code follows; on a wide screen the QR code leads.
  const copyTop = (await dialog.getByRole('button', { name: 'Copiar código Pix' }).boundingBox())!.y;
  const qrTop = (await dialog.getByRole('img', { name: 'QR Code do PIX' }).boundingBox())!.y;
  if (testInfo.project.name === 'phone') expect(copyTop).toBeLessThan(qrTop);
  else expect(qrTop).toBeLessThan(copyTop);
  await expectNoSeriousA11yViolations(page);

  // Closed and the page left, then back: the charge is on the payer's card, never called paid.
  await page.keyboard.press('Escape');
  // Closing gives the dialog's history entry back (a history.back() of its own); leaving starts after it.
  await expect.poll(() => page.evaluate(() => (window.history.state as { juntaiSheet?: unknown } | null)?.juntaiSheet ?? null)).toBeNull();
  await page.goto('/');
  await page.goBack();
  const own = page.getByTestId('you-paid');
  await expect(own).toContainText('aguardando pagamento');
  await expect(own).not.toContainText(SAYS_PAID);
  await expect(own.getByRole('timer', { name: 'Tempo para pagar o PIX' })).toHaveText(/^(30:00|[12]\d:\d{2})$/);
  await expect(page.getByRole('button', { name: 'Pagar minha cota' })).toHaveCount(0);
  await own.getByRole('button', { name: 'Copiar código Pix' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await own.getByRole('button', { name: 'Ver QR Code' }).click();
  await expect(dialog.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(dialog.getByLabel('Pix copia e cola')).toHaveValue(code);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // Its time runs out: it says so, nothing was taken, a new PIX is one tap away, and the big button is back.
  await page.clock.fastForward('31:00');
  await expect(own).toContainText('O PIX expirou');
  await expect(own).not.toContainText(SAYS_PAID);
  await expect(own.getByRole('button', { name: 'Copiar código Pix' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar minha cota' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await own.getByRole('button', { name: 'Gerar novo PIX' }).click();
  await expect(dialog.getByLabel('Nome *')).toHaveValue('Bruno');
  await expect(dialog.getByRole('radio', { name: 'PIX' })).toBeChecked();
  await expect(dialog.getByLabel('E-mail *')).toHaveValue('bruno@example.com');
  await expect(dialog.getByRole('button', { name: 'Gerar PIX' })).toBeVisible();
});

test('a PIX paid ends with the receipt and what happens next, and the receipt reads paid', async ({ page }) => {
  test.setTimeout(90_000);
  const created = await createGroup(page.request, ['Ana', 'Bruno']);
  await page.goto(`/g/${created.link_id}`);
  const dialog = await generatePixForBruno(page);
  await dialog.getByRole('button', { name: 'Simular pagamento PIX' }).click();
  await expect(dialog.getByTestId('pix-state')).toHaveText('PIX recebido! Sua cota está paga.');
  await expect(dialog.getByTestId('pix-next-step')).toContainText('a loja entrega o produto');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('link', { name: 'Ver comprovante' }).click();
  await expect(page.getByTestId('receipt')).toContainText('Pago');
  await expect(page.getByTestId('receipt-next-step')).toContainText('Sua cota está paga');
});
