import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** A sonner toast with this text (toasts stack, so look for it in the DOM rather than "visible"). */
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

interface DemoProduct { id: number; name: string; price: number; status: string; min_group_size: number; max_group_size: number }

test('the organizer creates a group from a product page in three steps and gets the link', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const products = (await (await request.get('/api/products?type=demo')).json()) as DemoProduct[];
  // The dearest product sold from 2 people, in groups of at most 19 (so its own limit shows below 20).
  const product = products.filter((p) => p.status === 'active' && p.min_group_size === 2 && p.max_group_size >= 3 && p.max_group_size < 20)
    .sort((a, b) => b.price - a.price)[0];
  expect(product, 'an active demo product').toBeTruthy();

  await page.goto(`/product/${product!.id}`);
  await page.getByRole('button', { name: /Comprar em Grupo/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Comprar em Grupo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('navigation', { name: 'Etapa 1 de 3' })).toBeVisible();

  // Step 1: organizer data, all required; WhatsApp masked as typed.
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(toastWith(page, 'Preencha todos os campos obrigatórios')).toBeAttached();
  await dialog.getByLabel('Seu nome *').fill('Ana Organizadora');
  await dialog.getByLabel('Seu e-mail *').fill('ana@example.com');
  const whatsapp = dialog.getByLabel('Seu WhatsApp *');
  await whatsapp.fill('11a98765432199');
  await expect(whatsapp).toHaveValue('(11) 98765-4321');
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: 2 to 20 quotas, 2 by default and on invalid input.
  await expect(dialog.getByRole('navigation', { name: 'Etapa 2 de 3' })).toBeVisible();
  const quotas = dialog.getByLabel('Número de cotas (pessoas)');
  await expect(quotas).toHaveValue('2');
  await expect(dialog.getByText(`De 2 a ${product!.max_group_size} pessoas, incluindo você.`)).toBeVisible();
  const perPerson = dialog.getByTestId('per-person-value');
  const forTwo = await perPerson.textContent();
  await quotas.fill('25');
  // The spec's sentence, and beside it the product's own narrower range.
  await expect(dialog.getByText(`Número de cotas deve ser entre 2 e 20. Este produto é vendido em grupos de 2 a ${product!.max_group_size} pessoas`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(toastWith(page, 'Número de cotas deve ser entre 2 e 20')).toBeAttached();
  // The product's own limit, set by the operator, within 2–20.
  await quotas.fill(String(product!.max_group_size + 1));
  await expect(dialog.getByText(`Este produto é vendido em grupos de 2 a ${product!.max_group_size} pessoas`)).toBeVisible();
  await quotas.fill('');
  await expect(perPerson).toHaveText(forTwo!);
  await quotas.fill('3');
  await expect(perPerson).not.toHaveText(forTwo!);
  await expect(dialog.getByText('Taxa de serviço (5%)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: the organizer is already first; one name per quota.
  await expect(dialog.getByRole('navigation', { name: 'Etapa 3 de 3' })).toBeVisible();
  const list = dialog.getByRole('list', { name: 'Lista de participantes' });
  await expect(list.getByRole('listitem').first()).toContainText('Ana Organizadora');
  await expect(list.getByRole('listitem').first()).toContainText('Org');
  await expect(dialog.getByTestId('participants-counter')).toHaveText('1/3');
  await expect(dialog.getByText('O link fica válido por 48 horas')).toBeVisible();
  const generate = dialog.getByRole('button', { name: 'Adicione todos os 3 participantes' });
  await expect(generate).toBeDisabled();

  const newName = dialog.getByLabel('Nome do participante');
  await dialog.getByRole('button', { name: 'Adicionar participante' }).click();
  await expect(toastWith(page, 'Digite um nome para adicionar')).toBeAttached();
  await newName.fill('Bruno');
  await newName.press('Enter');
  await expect(toastWith(page, 'Bruno adicionado à lista')).toBeAttached();
  await newName.fill('  bruno ');
  await dialog.getByRole('button', { name: 'Adicionar participante' }).click();
  await expect(toastWith(page, 'Este nome já foi adicionado')).toBeAttached();
  await dialog.getByRole('button', { name: 'Remover Ana Organizadora' }).click();
  await expect(toastWith(page, 'Você (organizador) não pode ser removido')).toBeAttached();
  await newName.fill('Zeca');
  await newName.press('Enter');
  await dialog.getByRole('button', { name: 'Remover Zeca' }).click();
  await expect(toastWith(page, 'Zeca removido da lista')).toBeAttached();
  await newName.fill('Carla');
  await newName.press('Enter');
  await expect(dialog.getByTestId('participants-counter')).toHaveText('3/3');

  await dialog.getByRole('button', { name: 'Gerar Link do Grupo' }).click();
  await expect(toastWith(page, 'Link gerado com sucesso!')).toBeAttached();
  const linkDialog = page.getByRole('dialog', { name: 'Link do grupo gerado!' });
  await expect(linkDialog).toBeVisible();

  // The link dialog: the link, copy with 2 s of "Copiado!", pay first, share.
  const linkInput = linkDialog.getByLabel('Link do grupo');
  await expect(linkInput).toHaveAttribute('readonly', '');
  const link = await linkInput.inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/g\/[A-Za-z0-9_-]{16,64}$/);
  await linkDialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(linkDialog.getByRole('button', { name: 'Copiado!' })).toBeVisible();
  await expect(toastWith(page, 'Link copiado!')).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(linkDialog.getByRole('button', { name: 'Copiar' })).toBeVisible({ timeout: 4000 });

  const payFirst = linkDialog.getByRole('link', { name: 'Pagar minha cota primeiro' });
  await expect(payFirst).toHaveAttribute('href', link);
  await expect(payFirst).toHaveAttribute('target', '_blank');
  const whatsappShare = linkDialog.getByRole('link', { name: 'Compartilhar no WhatsApp' });
  await expect(whatsappShare).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  expect(decodeURIComponent((await whatsappShare.getAttribute('href'))!.split('text=')[1]!)).toContain(link);
  const mail = linkDialog.getByRole('link', { name: 'Compartilhar por e-mail' });
  await expect(mail).toHaveAttribute('href', /^mailto:\?subject=.+&body=.+/);

  // The organizer opens the link: the group, with the organizer's controls.
  await linkDialog.getByRole('button', { name: 'Fechar' }).click();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Seu grupo: faltam 3 cotas de 3' })).toBeVisible();
  await expect(page.getByTestId('group-status')).toHaveText('Ativo');
  await expect(page.getByRole('timer')).toHaveText(/^4[78]:[0-5]\d:[0-5]\d$/);
  const rows = page.getByTestId('participant-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Org');
  await expect(page.getByRole('button', { name: 'Remover Bruno' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover Ana Organizadora' })).toHaveCount(0);

  // Paying their own quota, the organizer finds the form filled with their data.
  await page.getByRole('button', { name: 'Pagar minha cota' }).click();
  const payment = page.getByRole('dialog', { name: 'Participar do Grupo' });
  await expect(payment.getByLabel('Nome *')).toHaveValue('Ana Organizadora');
  await expect(payment.getByLabel('E-mail *')).toHaveValue('ana@example.com');
  await expect(payment.getByLabel('WhatsApp *')).toHaveValue('(11) 98765-4321');
});
