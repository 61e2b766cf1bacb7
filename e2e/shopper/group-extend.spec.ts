import type { Page } from '@playwright/test';
import { expectPhoneLayout } from '../layout/expect-layout.ts';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { createGroup, holdToken, payByApi, visitorContext } from './group-setup.ts';

const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

test('the organizer extends the deadline once and a second browser sees the new deadline live', async ({ page, context, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const created = await createGroup(request, ['Tina', 'Ugo', 'Vivi', 'Xavier']);
  await payByApi(request, created.link_id, 'Tina', 'card');
  await payByApi(request, created.link_id, 'Ugo', 'card');
  await holdToken(context, created);
  await page.goto(`/g/${created.link_id}`);
  const box = page.getByTestId('extend-deadline');
  // 2 of 4 paid: not yet, and the page says why.
  await expect(box.getByTestId('extend-reason')).toHaveText('Só é possível prorrogar com pelo menos 75% das cotas pagas.');
  await expect(box.getByRole('button', { name: 'Prorrogar prazo' })).toBeDisabled();

  const visitor = await visitorContext(browser, testInfo);
  await visitor.page.goto(`/g/${created.link_id}`);
  await expect(visitor.page.getByTestId('extend-deadline')).toHaveCount(0); // only the organizer has it
  const before = await visitor.page.getByTestId('expires-at').textContent();

  await payByApi(request, created.link_id, 'Vivi', 'card');
  await expect(box.getByTestId('extend-reason')).toHaveCount(0);
  await expectPhoneLayout(page, 'group page with the extension box');
  await box.getByLabel('Horas a mais').selectOption('12');
  await box.getByRole('button', { name: 'Prorrogar prazo' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Prorrogar o prazo do grupo?' });
  await expect(dialog).toContainText('12 horas a mais');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Prorrogar', exact: true }).click();
  await expect(toastWith(page, 'Prazo prorrogado!')).toBeAttached();
  await expect(box.getByTestId('extend-reason')).toHaveText('Este grupo já foi prorrogado uma vez.');
  await expect(box.getByRole('button', { name: 'Prorrogar prazo' })).toBeDisabled();

  // The organizer reads what they did; the other browser follows live: the new deadline and the note, without reloading.
  await expect(page.getByTestId('extended-note')).toHaveText('Você prorrogou o prazo deste grupo.');
  await expect(visitor.page.getByTestId('extended-note')).toHaveText('O organizador prorrogou o prazo deste grupo.');
  await expect(visitor.page.getByTestId('expires-at')).not.toHaveText(before ?? '');
  const group = await (await request.get(`/api/groups/${created.link_id}`)).json() as { expires_at: string; extended: boolean };
  expect(group.extended).toBe(true);
  await expect(visitor.page.getByTestId('expires-at')).toHaveText(await page.getByTestId('expires-at').textContent() ?? '');
  expect(visitor.foreign).toEqual([]);
  await visitor.context.close();
});

test('the organizer pays the last quota for a friend: the group completes and shows it paid by the organizer', async ({ page, context, request }) => {
  const created = await createGroup(request, ['Wanda', 'Yara', 'Zeca']);
  await payByApi(request, created.link_id, 'Wanda', 'card');
  await payByApi(request, created.link_id, 'Yara', 'card');
  await holdToken(context, created);
  await page.goto(`/g/${created.link_id}`);
  await expect(page.getByTestId('cover-hint')).toContainText('Você também pode pagá-las');
  await page.getByRole('button', { name: 'Pagar a cota de Zeca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await expect(dialog.getByTestId('cover-notice')).toContainText('Você, organizador, está pagando a cota de Zeca.');
  await dialog.getByLabel('E-mail *').fill('organizadora@example.com');
  await dialog.getByLabel('WhatsApp *').fill('11987654321');
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const row = page.locator('[data-testid="participant-row"][data-name="Zeca"]');
  await expect(row).toHaveAttribute('data-status', 'paid');
  await expect(row).toContainText('Pago por quem organiza');
  const group = await (await request.get(`/api/groups/${created.link_id}`)).json() as { status: string; product_name: string };
  expect(group.status).toBe('completed');
  // Their own completed group speaks to them: the tab, the heading and what comes next, not a visitor's words.
  await expect(page).toHaveTitle(`Seu grupo está completo! — ${group.product_name} — Juntaí`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seu grupo está completo!');
  await expect(page.getByText('Grupo completo! 🎉')).toHaveCount(0);
  await expect(page.getByTestId('completed-next')).toHaveText(/^A loja recebe o pedido e combina a entrega com você, pelo WhatsApp ou e-mail que você informou/);
  await expectNoSeriousA11yViolations(page);
});
