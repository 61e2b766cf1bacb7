import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.ts';
import { expectNoSeriousA11yViolations, newAddress, signIn, unique } from './back-office-helpers.ts';

/**
 * /super-admin/privacidade: a request that reached the encarregado by e-mail, answered on the person's
 * behalf. The person is found by the WhatsApp as they wrote it (+55 and spaces), their data downloaded
 * and anonymised; the search then finds no one.
 */
interface ApiProduct { id: number; price: number; status: string; min_group_size: number; max_group_size: number }

test.describe.configure({ timeout: 180_000 });

test('the operator finds a person by WhatsApp, downloads their data and anonymises it', async ({ page }) => {
  const email = `${unique('pedido')}@example.com`;
  // A real area code (the phone rule refuses unknown ones), a random number after it.
  const ddds = ['11', '21', '27', '31', '41', '48', '51', '61', '71', '81', '85', '91'];
  const ddd = ddds[Math.floor(Math.random() * ddds.length)]!;
  const number = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const product = ((await (await page.request.get('/api/products')).json()) as ApiProduct[])
    .find((p) => p.status === 'active' && p.price >= 100 && p.min_group_size <= 2 && p.max_group_size >= 2)!;
  const created = await page.request.post('/api/groups', {
    headers: newAddress(),
    data: { product_id: product.id, number_of_quotas: 2, creator_name: 'Paula Pedido', creator_email: email, creator_whatsapp: `${ddd}${number}`, invited_participants: ['Paula Pedido', 'Lia Lopes'] },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signIn(page, '/super-admin/dashboard');
  await page.getByRole('navigation', { name: 'Administração' }).getByRole('link', { name: 'Privacidade' }).click();
  await expect(page).toHaveURL(/\/super-admin\/privacidade$/);
  await expect(page.getByRole('heading', { name: 'Privacidade — pedidos dos titulares' })).toBeVisible();

  const search = page.getByLabel('E-mail ou WhatsApp');
  await search.fill('12');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('Informe um e-mail ou um WhatsApp com DDD para buscar.')).toBeVisible();

  await search.fill(`+55 ${ddd} ${number.slice(0, 5)}-${number.slice(5)}`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const person = page.getByRole('list', { name: 'Pessoas encontradas' }).getByRole('listitem');
  await expect(person).toHaveCount(1);
  await expect(person).toContainText(email);
  await expect(person).toContainText('1 grupo organizado · 0 pagamentos · 1 grupo ativo');
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent('download');
  await person.getByRole('link', { name: 'Baixar dados' }).click();
  const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as { email: string; groups_organized: unknown[] };
  expect(file.email).toBe(email);
  expect(file.groups_organized).toHaveLength(1);

  await person.getByRole('button', { name: 'Anonimizar' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Anonimizar dados' });
  await expect(dialog).toContainText('Os grupos ativos mantêm os dados até terminarem');
  await dialog.getByRole('button', { name: 'Anonimizar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dados anonimizados' })).toContainText('1 grupo ativo será anonimizado quando terminar');
  await expectNoSeriousA11yViolations(page);
});
