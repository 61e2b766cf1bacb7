import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { createGroup, holdToken, visitorContext } from './group-setup.ts';

test('the organizer\'s own group speaks to them; a friend is invited, can write to whoever organizes, and is told their quota waits under their name', async ({ page, context, browser, request }, testInfo) => {
  test.setTimeout(90_000);
  const created = await createGroup(request, ['Vera', 'Wagner', 'Xuxa']);

  // The organizer: where the group stands, no invitation from themselves, no chat with themselves.
  await holdToken(context, created);
  await page.goto(`/g/${created.link_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seu grupo: faltam 3 cotas de 3');
  await expect(page).toHaveTitle(/^Seu grupo: faltam 3 cotas de 3 — .+ — Juntaí$/);
  await expect(page.getByText('te convidou para presentear')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remover Wagner' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Falar com Vera/ })).toHaveCount(0);
  const smart = decodeURIComponent((await page.getByRole('link', { name: 'Mensagem inteligente' }).getAttribute('href'))!);
  expect(smart).toContain('Sua cota está reservada com o seu nome');
  expect(smart).not.toMatch(/garanta|vaga/i);
  await expectNoSeriousA11yViolations(page);

  // A friend: the spec's invitation, and a chat with the organizer named neutrally.
  const friend = await visitorContext(browser, testInfo);
  await friend.page.goto(`/g/${created.link_id}`);
  await expect(friend.page.getByRole('heading', { level: 1 })).toHaveText('Vera te convidou para presentear!');
  await expect(friend.page).toHaveTitle(/^Vera te convidou para presentear! — /);
  const chat = friend.page.getByRole('link', { name: 'Falar com Vera, quem organiza o grupo, no WhatsApp' }).first();
  await expect(chat).toHaveAttribute('href', 'https://wa.me/5511987654321');
  await expectNoSeriousA11yViolations(friend.page);
  expect(friend.foreign).toEqual([]);
  await friend.context.close();
});
