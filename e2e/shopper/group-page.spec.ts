import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { createGroup, holdToken, payByApi, visitorContext } from './group-setup.ts';

const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();
const row = (page: Page, name: string) => page.locator(`[data-testid="participant-row"][data-name="${name}"]`);

test('a second browser pays every quota and the first one follows live until the group completes', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(150_000);
  const created = await createGroup(request, ['Ana', 'Bruno', 'Carla']);
  // The first page gets its changes pushed by the event stream: it should not need to poll GET.
  const fetches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/groups/${created.link_id}`) fetches.push(r.url());
  });
  await page.goto(`/g/${created.link_id}`);
  await expect(page.getByRole('heading', { name: 'Ana te convidou para presentear!' })).toBeVisible();
  await expect(page.getByTestId('paid-percentage')).toHaveText('0%');
  await expect(page.getByRole('progressbar', { name: 'Cotas pagas' })).toHaveAttribute('aria-valuenow', '0');

  const visitor = await visitorContext(browser, testInfo);
  const other = visitor.page;
  await other.goto(`/g/${created.link_id}`);

  // Card in installments, for a name of the list.
  await other.getByRole('button', { name: 'Pagar a cota de Bruno' }).click();
  const dialog = other.getByRole('dialog', { name: 'Participar do Grupo' });
  await expect(dialog.getByLabel('Nome *')).toHaveValue('Bruno');
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(toastWith(other, 'Preencha todos os campos obrigatórios')).toBeAttached();
  await dialog.getByLabel('E-mail *').fill('bruno@example.com');
  await dialog.getByLabel('WhatsApp *').fill('21912345678');
  await expect(dialog.getByRole('radio', { name: 'Cartão de crédito' })).toBeChecked();
  await expect(dialog.getByTestId('installments-notice')).toBeVisible();
  const installments = dialog.getByLabel('Parcelas');
  await expect(installments.locator('option').first()).toHaveText(/^1x de R\$\s[\d.]+,\d{2} \(sem juros\)$/);
  // Every plan with interest says its total, whatever the quota (not only from R$ 300 up).
  await expect(installments.locator('option').nth(2)).toHaveText(/^3x de R\$\s[\d.]+,\d{2} \(total R\$\s[\d.]+,\d{2}, com juros\)$/);
  await installments.selectOption('3');
  await expect(dialog.getByLabel('Número do cartão')).toBeDisabled();
  await expect(dialog.getByText(/Mercado Pago/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(toastWith(other, 'Reservado no cartão!')).toBeAttached();
  await expect(dialog).toBeHidden();

  // The first browser sees it without reloading.
  // A card only authorised counts for the group but is not charged yet: its row says so, not "Pago".
  await expect(row(page, 'Bruno')).toHaveAttribute('data-status', 'paid');
  await expect(row(page, 'Bruno')).toContainText('Reservado no cartão');
  await expect(row(page, 'Bruno')).not.toContainText('Pago');
  await expect(page.getByTestId('paid-count')).toHaveText('1 de 3 cotas pagas');
  await expect(page.getByTestId('paid-percentage')).toHaveText('33%');

  // PIX for Carla, paid through the simulated bank.
  await other.getByRole('button', { name: 'Pagar a cota de Carla' }).click();
  await dialog.getByLabel('E-mail *').fill('carla@example.com');
  await dialog.getByLabel('WhatsApp *').fill('31988887777');
  await dialog.getByRole('radio', { name: 'PIX' }).click();
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(dialog.getByTestId('pix-state')).toHaveText('PIX gerado — aguardando pagamento');
  await expect(dialog.getByRole('img', { name: 'QR Code do PIX' })).toBeVisible();
  await expect(dialog.getByLabel('PIX copia e cola')).toHaveValue(/^000201/);
  await expect(row(page, 'Carla')).toContainText('Processando');
  await expect(page.getByTestId('processing-count')).toContainText('1');
  await dialog.getByRole('button', { name: 'Simular pagamento PIX' }).click();
  await expect(dialog.getByTestId('pix-state')).toHaveText('PIX recebido! Sua cota está paga.');
  await expect(row(page, 'Carla')).toContainText('Pago');
  await expect(page.getByTestId('paid-count')).toHaveText('2 de 3 cotas pagas');
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();

  // The last quota, by card at once: the group completes on both screens.
  await other.getByRole('button', { name: 'Pagar a cota de Ana' }).click();
  await dialog.getByLabel('E-mail *').fill('outra@example.com');
  await dialog.getByLabel('WhatsApp *').fill('11911112222');
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(toastWith(other, 'Pagamento aprovado!')).toBeAttached();

  await expect(page.getByText('Todas as cotas foram pagas. O pedido será processado em breve.')).toBeVisible();
  await expect(page.getByTestId('group-status')).toHaveText('Concluído');
  await expect(page.getByTestId('paid-percentage')).toHaveText('100%');
  await expect(page.getByRole('button', { name: 'Pagar minha cota' })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveCount(0);
  // No deadline left on a completed group; it says what happens next instead.
  await expect(page.getByTestId('expires-at')).toHaveCount(0);
  await expect(page.getByTestId('completed-next')).toHaveText(/A loja recebe o pedido e combina a entrega com .+, que organizou o grupo/);
  // The group completed, so Bruno's card was charged: his row now reads paid.
  await expect(row(page, 'Bruno')).toContainText('Pago');
  await expect(row(page, 'Bruno')).not.toContainText('Reservado no cartão');
  await expect(other.getByText('Todas as cotas foram pagas. O pedido será processado em breve.')).toBeVisible();
  expect(fetches.length, 'the watching page was updated by the stream, not by polling').toBeLessThanOrEqual(1);

  expect(visitor.foreign, 'requests outside the app origin (second browser)').toEqual([]);
  await visitor.context.close();
});

test('only the browser holding the organizer token may remove and add participants', async ({ page, context, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const created = await createGroup(request, ['Olga', 'Pedro', 'Rita']);
  await holdToken(context, created);
  await page.goto(`/g/${created.link_id}`);
  await expect(page.getByRole('heading', { name: 'Seu grupo: faltam 3 cotas de 3' })).toBeVisible();
  await expect(page.getByLabel(/Adicionar participante/)).toHaveCount(0); // no free slot yet

  await page.getByRole('button', { name: 'Remover Rita' }).click();
  // It asks first: a stray tap beside the chat icon removes nobody.
  await page.getByRole('alertdialog', { name: 'Remover Rita do grupo?' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('participant-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remover Rita' }).click();
  await page.getByRole('alertdialog', { name: 'Remover Rita do grupo?' }).getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(toastWith(page, 'Rita removido do grupo')).toBeAttached();
  await expect(page.getByTestId('participant-row')).toHaveCount(2);
  const addBox = page.getByRole('textbox', { name: /Adicionar participante/ });
  await expect(addBox).toBeFocused();

  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(toastWith(page, 'Digite o nome do participante')).toBeAttached();
  await addBox.fill('pedro');
  await addBox.press('Enter');
  await expect(toastWith(page, 'Este nome já está na lista de participantes!')).toBeAttached();
  await addBox.fill('Sofia');
  await addBox.press('Enter');
  await expect(toastWith(page, 'Sofia adicionado ao grupo')).toBeAttached();
  await expect(row(page, 'Sofia')).toContainText('Aguardando');
  await expect(addBox).toHaveCount(0);

  // A visitor sees the list, but none of the organizer's controls.
  const visitor = await visitorContext(browser, testInfo);
  await visitor.page.goto(`/g/${created.link_id}`);
  await expect(row(visitor.page, 'Sofia')).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: /^Remover / })).toHaveCount(0);
  await expect(visitor.page.getByRole('textbox', { name: /Adicionar participante/ })).toHaveCount(0);
  await expect(visitor.page.getByRole('button', { name: 'Pagar a cota de Sofia' })).toBeVisible();
  await expect(visitor.page.getByRole('link', { name: /no WhatsApp/ }).first()).toHaveAttribute('href', 'https://wa.me/5511987654321');
  expect(visitor.foreign).toEqual([]);
  await visitor.context.close();

  // Removing again frees a slot again: the add box comes back.
  await page.getByRole('button', { name: 'Remover Sofia' }).click();
  await page.getByRole('alertdialog', { name: 'Remover Sofia do grupo?' }).getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(toastWith(page, 'Sofia removido do grupo')).toBeAttached();
  await expect(page.getByRole('textbox', { name: /Adicionar participante/ })).toBeVisible();
});

test('without the event stream the page falls back to polling every 5 seconds', async ({ page, request }) => {
  test.setTimeout(60_000);
  const created = await createGroup(request, ['Vera', 'Wagner']);
  await page.route('**/api/groups/*/events', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`/g/${created.link_id}`);
  await expect(row(page, 'Wagner')).toContainText('Aguardando');
  const paid = await request.post(`/api/groups/${created.link_id}/join`, {
    data: { name: 'Wagner', email: 'wagner@example.com', whatsapp: '11933334444', payment_method: 'card', installments: 1 },
  });
  expect(paid.status(), await paid.text()).toBe(201);
  await expect(row(page, 'Wagner')).toContainText('Reservado no cartão', { timeout: 8000 });
  await expect(page.getByTestId('paid-percentage')).toHaveText('50%');
});

test("'Pagar minha cota' asks who you are first: a free name of the list, or a new name while a slot is free", async ({ page, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const created = await createGroup(request, ['Lia', 'Mauro', 'Nina', 'Pia']);
  // The organizer removes Pia: the list has a free slot.
  const removed = await request.delete(`/api/groups/${created.link_id}/participants/Pia`, { headers: { 'x-organizer-token': created.organizer_token } });
  expect(removed.status(), await removed.text()).toBe(200);
  await payByApi(request, created.link_id, 'Mauro', 'card');
  await page.goto(`/g/${created.link_id}`);
  await expect(row(page, 'Mauro')).toHaveAttribute('data-status', 'paid');

  await page.getByRole('button', { name: 'Pagar minha cota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await expect(dialog.getByText('Quem é você?')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mauro' })).toHaveCount(0);
  await expect(dialog.getByLabel('Nome *')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Nina' }).click();
  await expect(dialog.getByLabel('Nome *')).toHaveValue('Nina');
  await expect(dialog.getByLabel('Nome *')).toHaveAttribute('readonly', '');

  // Not on the list: the name is typed, and the payment adds it to the list's free slot.
  await dialog.getByRole('button', { name: 'Escolher outro nome' }).click();
  await dialog.getByRole('button', { name: 'Não estou na lista' }).click();
  await expect(dialog.getByLabel('Nome *')).toHaveValue('');
  await dialog.getByLabel('Nome *').fill('Otávio');
  await dialog.getByLabel('E-mail *').fill('otavio@example.com');
  await dialog.getByLabel('WhatsApp *').fill('21912345678');
  await dialog.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await expect(toastWith(page, 'Reservado no cartão!')).toBeAttached();
  await expect(row(page, 'Otávio')).toHaveAttribute('data-status', 'paid');
  // This browser paid: it sees what it paid instead of the big button.
  await expect(page.getByTestId('you-paid')).toContainText('Otávio');
  await expect(page.getByRole('button', { name: 'Pagar minha cota' })).toHaveCount(0);

  // Another browser, once the list is full: only the free names are offered, and no new name.
  const visitor = await visitorContext(browser, testInfo);
  const other = visitor.page;
  const otherDialog = other.getByRole('dialog', { name: 'Participar do Grupo' });
  await payByApi(request, created.link_id, 'Lia', 'pix');
  await other.goto(`/g/${created.link_id}`);
  await expect(row(other, 'Lia')).toHaveAttribute('data-status', 'processing');
  await other.getByRole('button', { name: 'Pagar minha cota' }).click();
  await expect(otherDialog.getByRole('button', { name: 'Nina' })).toBeVisible();
  // An unpaid PIX holds no seat (ADR 0034): Lia's name is still offered; the first money takes it.
  await expect(otherDialog.getByRole('button', { name: 'Lia' })).toBeVisible();
  await expect(otherDialog.getByRole('button', { name: 'Não estou na lista' })).toHaveCount(0);
  await otherDialog.getByRole('button', { name: 'Fechar' }).click();

  // Nina pays elsewhere: only Lia's name is left to choose.
  await payByApi(request, created.link_id, 'Nina', 'card');
  await expect(row(other, 'Nina')).toHaveAttribute('data-status', 'paid');
  await other.getByRole('button', { name: 'Pagar minha cota' }).click();
  await expect(otherDialog.getByRole('button', { name: 'Lia' })).toBeVisible();
  await expect(otherDialog.getByRole('button', { name: 'Nina' })).toHaveCount(0);
  await otherDialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(otherDialog).toBeHidden();
  expect(visitor.foreign).toEqual([]);
  await visitor.context.close();
});

test('an expired group says its payments are refunded and takes no more payments or changes', async ({ page, context, request }) => {
  const created = await createGroup(request, ['Xavier', 'Yara']);
  expect((await request.post(`/api/testing/groups/${created.link_id}/expire`)).status()).toBe(200);
  await holdToken(context, created);
  await page.goto(`/g/${created.link_id}`);
  await expect(page.getByTestId('group-status')).toHaveText('Expirado');
  await expect(page.getByText('Os pagamentos realizados serão estornados automaticamente.')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pagar minha cota' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pagar a cota de / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remover / })).toHaveCount(0);
});

test('an unknown group link shows "Grupo não encontrado" and a way home', async ({ page }) => {
  await page.goto('/g/unknownlinkid1234567');
  await expect(page.getByRole('heading', { name: 'Grupo não encontrado' })).toBeVisible();
  await expect(toastWith(page, 'Grupo não encontrado')).toBeAttached();
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the group page sets its title, preview tags and product data, and has no serious accessibility problems', async ({ page, request }) => {
  test.setTimeout(90_000);
  const created = await createGroup(request, ['Tati', 'Ugo']);
  await page.goto(`/g/${created.link_id}`);
  await expect(page.getByRole('heading', { name: 'Tati te convidou para presentear!' })).toBeVisible();
  await expect(page).toHaveTitle(/^Tati te convidou para presentear! — /);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /^Cada um paga R\$\s[\d.]+,\d{2} em 2 cotas\. Junte-se pelo Juntaí\.$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/g/${created.link_id}$`));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string; offers: { priceCurrency: string } };
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.offers.priceCurrency).toBe('BRL');

  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Pagar minha cota' }).click();
  await expect(page.getByRole('dialog', { name: 'Participar do Grupo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Leaving the page gives the title back and takes the product data away.
  await page.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('link', { name: 'Juntaí' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page).not.toHaveTitle(/te convidou/);
});
