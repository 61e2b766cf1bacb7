import { expect, type Page } from '@playwright/test';

/** Fills the new-password form an e-mailed reset link opens (both areas have it) and sends it by its button. */
export async function sendNewPassword(page: Page, button: string, password: string, confirmation = password): Promise<void> {
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha').fill(confirmation);
  await page.getByRole('button', { name: button }).click();
}

/** The form refuses two different passwords and a short one by itself, each with its alert. */
export async function expectNewPasswordChecks(page: Page, button: string): Promise<void> {
  await sendNewPassword(page, button, 'abcdef1', 'abcdef2');
  await expect(page.getByRole('alert')).toHaveText('As senhas não coincidem');
  await sendNewPassword(page, button, 'abc');
  await expect(page.getByRole('alert')).toHaveText('A senha deve ter pelo menos 6 caracteres');
}
