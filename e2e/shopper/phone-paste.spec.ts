import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import type { DemoProduct } from './group-setup.ts';

test('a WhatsApp pasted with +55 is cleaned in the creation form and kept as the organizer\'s own number', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const products = (await (await request.get('/api/products?type=demo')).json()) as DemoProduct[];
  const product = products.find((p) => p.status === 'active' && p.min_group_size === 2)!;

  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: /Comprar em Grupo/ }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Comprar em Grupo' });
  await dialog.getByLabel('Seu nome *').fill('Ana Organizadora');
  await dialog.getByLabel('Seu e-mail *').fill('ana@example.com');
  const whatsapp = dialog.getByLabel('Seu WhatsApp *');

  // A foreign number is refused in Portuguese, beside the field.
  await whatsapp.fill('+351 912 345 678');
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Informe um número do Brasil (+55) com DDD: (11) 99999-9999')).toBeVisible();
  await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);

  // Pasted as a phone's contact card shows it.
  await whatsapp.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('+55 11 98765-4321'));
  await whatsapp.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(whatsapp).toHaveValue('(11) 98765-4321');
  await expect(dialog.getByText('Informe um número do Brasil (+55)')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByLabel('Nome do participante').fill('Bruno');
  await dialog.getByLabel('Nome do participante').press('Enter');
  await dialog.getByRole('button', { name: 'Gerar Link do Grupo' }).click();
  const link = await page.getByRole('dialog', { name: 'Link do grupo gerado!' }).getByLabel('Link do grupo').inputValue();
  const linkId = new URL(link).pathname.split('/').at(-1)!;
  // Friends writing to the organizer reach the organizer, not "(55) 11987-6543".
  const contact = await (await request.get(`/api/groups/${linkId}/organizer-contact`)).json();
  expect(contact).toEqual({ creator_whatsapp: '11987654321' });
});
