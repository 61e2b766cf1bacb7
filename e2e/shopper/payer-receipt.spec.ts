import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';

interface DemoProduct { id: number; price: number; status: string; min_group_size: number; max_group_size: number }

/** A group of three made through the API, for the priciest demo product: its quota allows 6x on a card. */
async function createGroup(request: APIRequestContext): Promise<string> {
  const products = (await (await request.get('/api/products?type=demo')).json()) as DemoProduct[];
  const product = products.filter((p) => p.status === 'active' && p.min_group_size <= 3 && 3 <= p.max_group_size)
    .sort((a, b) => b.price - a.price)[0]!;
  const names = ['Helena', 'Igor', 'Joana'];
  const response = await request.post('/api/groups', {
    data: {
      product_id: product.id, number_of_quotas: 3, creator_name: names[0], creator_email: 'helena@example.com',
      creator_whatsapp: '11987654321', invited_participants: names,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { link_id: string }).link_id;
}

test('the browser that paid 6x by card sees what it paid, opens the receipt, and finds the group in Meus Grupos', async ({ page, request }) => {
  test.setTimeout(90_000);
  const linkId = await createGroup(request);
  await page.goto(`/g/${linkId}`);
  await page.getByRole('button', { name: 'Pagar minha cota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await dialog.getByRole('button', { name: 'Igor' }).click();
  await dialog.getByLabel('E-mail *').fill('igor@example.com');
  await dialog.getByLabel('WhatsApp *').fill('21912345678');
  await dialog.getByLabel('Parcelas').selectOption('6');
  const plan = (await dialog.getByLabel('Parcelas').locator('option:checked').textContent())!;
  const [, installment, total] = /^6x de (R\$\s[\d.]+,\d{2}) \(total (R\$\s[\d.]+,\d{2}), com juros\)$/.exec(plan)!;
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(dialog).toBeHidden();

  // The group page says what this browser paid, instead of asking it to pay again.
  const youPaid = page.getByTestId('you-paid');
  await expect(youPaid).toContainText(`Reservado no cartão: 6x de ${installment!}`);
  await expect(youPaid).toContainText(total!);
  await expect(youPaid).toContainText('Igor');
  await expect(youPaid.getByTestId('own-payment-status')).toHaveText('Reservado no cartão');
  await expect(page.getByRole('button', { name: 'Pagar minha cota' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // Another name of the list can still be paid from its row.
  await expect(page.getByRole('button', { name: 'Pagar a cota de Joana' })).toBeVisible();

  // It stays after a reload: the browser holds the proof, not the page.
  await page.reload();
  await expect(page.getByTestId('you-paid')).toContainText(`Reservado no cartão: 6x de ${installment!}`);

  await page.getByRole('link', { name: 'Ver comprovante' }).click();
  await expect(page.getByRole('heading', { name: 'Comprovante de pagamento' })).toBeVisible();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText('Igor');
  await expect(receipt).toContainText(`6x de ${installment!}`);
  await expect(receipt).toContainText(total!);
  await expect(page.getByRole('button', { name: 'Salvar em PDF ou imprimir' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Printing keeps the receipt and drops the buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Salvar em PDF ou imprimir' })).toBeHidden();
  await expect(receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/dashboard');
  const card = page.getByTestId('group-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('group-role')).toHaveText('Você participa');
});

test('a browser that did not pay sees no receipt of someone else', async ({ page, request }) => {
  const linkId = await createGroup(request);
  const paid = await request.post(`/api/groups/${linkId}/join`, {
    data: { name: 'Igor', email: 'igor@example.com', whatsapp: '11933334444', payment_method: 'card', installments: 1 },
  });
  expect(paid.status()).toBe(201);
  await page.goto(`/g/${linkId}`);
  await expect(page.locator('[data-testid="participant-row"][data-name="Igor"]')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('you-paid')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar minha cota' })).toBeVisible();
  const { id } = ((await paid.json()) as { payment: { id: number } }).payment;
  await page.goto(`/g/${linkId}/comprovante/${id}`);
  await expect(page.getByText(/Este comprovante aparece para quem pagou/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar em Meus Grupos' })).toBeVisible();
  await expect(page.getByTestId('receipt')).toHaveCount(0);
});
