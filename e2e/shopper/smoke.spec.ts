import { expect, test } from '../fixtures.ts';

test('an unknown path shows the Portuguese not-found page', async ({ page }) => {
  await page.goto('/essa-pagina-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('link', { name: 'Voltar para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});
