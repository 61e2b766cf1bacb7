import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { createGroup, generatePixForBruno, openPaymentForBruno } from './group-setup.ts';

test('back closes the payment dialog and stays on the group; the form survives a reload, never card data', async ({ page }) => {
  test.setTimeout(90_000);
  const created = await createGroup(page.request, ['Ana', 'Bruno', 'Carla']);
  await page.goto('/');
  await page.goto(`/g/${created.link_id}`);
  const dialog = await openPaymentForBruno(page);
  await dialog.getByRole('radio', { name: 'PIX' }).click();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/g/${created.link_id}$`));
  await expect(page.getByRole('button', { name: 'Pagar a cota de Bruno' })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Pagar a cota de Bruno' }).click();
  await expect(dialog.getByLabel('E-mail *')).toHaveValue('bruno@example.com');
  await expect(dialog.getByLabel('WhatsApp *')).toHaveValue('(21) 98765-4321');
  await expect(dialog.getByRole('radio', { name: 'PIX' })).toBeChecked();
  // Only the person and the choice of method are kept in the tab, never card data.
  const kept = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('juntai:payment-draft:')).map((k) => Object.keys(JSON.parse(sessionStorage.getItem(k)!) as object)));
  expect(kept).toEqual([['name', 'email', 'whatsapp', 'method', 'installments']]);
  await expectNoSeriousA11yViolations(page);

  // Closing by its own button gives the history entry back: one back then leaves the group page.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/g/${created.link_id}$`));
});

test('back from the PIX step closes the dialog on the group page; the PIX waits on "Sua cota", and its QR code closes with back too', async ({ page }) => {
  test.setTimeout(90_000);
  const created = await createGroup(page.request, ['Ana', 'Bruno']);
  await page.goto('/');
  await page.goto(`/g/${created.link_id}`);
  const dialog = await generatePixForBruno(page);
  await expect(dialog.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/g/${created.link_id}$`));
  const own = page.getByTestId('you-paid');
  await expect(own).toContainText('aguardando pagamento');
  await expect(own.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Opened again from "Sua cota": the same charge, and back closes it again without leaving.
  await own.getByRole('button', { name: 'Ver QR Code' }).click();
  await expect(dialog.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/g/${created.link_id}$`));
  // No entry was left behind by either opening: one more back leaves the group for the page before it.
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/g/${created.link_id}$`));
});

test('a slow network shows at once that "Pagar minha cota" is opening and that the payment is on its way', async ({ page }) => {
  test.setTimeout(90_000);
  const created = await createGroup(page.request, ['Ana', 'Bruno']);
  await page.goto(`/g/${created.link_id}`);
  // Held answers, released by the test: what a tap shows is checked while its answer has not come.
  const held = () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: import('@playwright/test').Route) => {
      await gate;
      await route.continue();
    };
    return { hold, release };
  };
  // The payment form's code loads on the first tap: the tap says so at once.
  const code = held();
  const joining = held();
  await page.route('**/assets/**', code.hold);
  await page.route('**/api/groups/*/join', joining.hold);
  await page.getByRole('button', { name: 'Pagar a cota de Bruno' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Abrindo o pagamento…' })).toBeVisible();
  code.release();
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await dialog.getByLabel('E-mail *').fill('bruno@example.com');
  await dialog.getByLabel('WhatsApp *').fill('21987654321');
  await dialog.getByRole('radio', { name: 'PIX' }).click();
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(dialog.getByRole('button', { name: 'Processando…' })).toBeDisabled();
  joining.release();
  await expect(dialog.getByTestId('pix-state')).toHaveText('PIX gerado — aguardando pagamento');
});
