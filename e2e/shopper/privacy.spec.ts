import { expectNoSeriousA11yViolations } from '../a11y.ts';
import { expect, test } from '../fixtures.ts';
import { createGroup, visitorContext } from './group-setup.ts';

/** The demo seed's fictitious company (apps/server/src/db/seed/demo-catalogue.ts). */
const LEGAL_NAME = 'Juntaí Demonstração Ltda. (empresa fictícia)';
const CNPJ = '11.222.333/0001-81';

test('the privacy notice names the company and the encarregado, its purposes, recipients, retention, rights and the ANPD, without JavaScript', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidade');
  await expect(page).toHaveTitle(/^Política de privacidade — /);
  const controller = page.getByTestId('controller');
  await expect(controller).toContainText(LEGAL_NAME);
  await expect(controller).toContainText(CNPJ);
  await expect(controller.getByRole('link', { name: 'privacidade@demo.juntai.invalid' })).toBeVisible();
  await expect(page.getByText('Execução de contrato (art. 7º, V)').first()).toBeVisible();
  await expect(page.getByText(/Legítimo interesse/)).toBeVisible();
  await expect(page.getByText(/obrigação legal/).first()).toBeVisible();
  await expect(page.getByText(/Mercado Pago/).first()).toBeVisible();
  const retention = page.getByRole('table');
  await expect(retention.getByRole('row', { name: /Conteúdo dos e-mails enviados 30 dias/ })).toBeVisible();
  await expect(retention.getByRole('row', { name: /Dados pessoais de grupos encerrados 24 meses após o fim do grupo/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meus Grupos' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'www.gov.br/anpd' })).toBeVisible();
  // The page fits a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await context.close();
});

test('the terms and the privacy notice are axe clean and every page footer links both with the legal name and CNPJ', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/termos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termos de uso');
  await expect(page.getByText(/art\. 49 do Código de\s+Defesa do Consumidor/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/privacidade');
  await expectNoSeriousA11yViolations(page);

  for (const path of ['/', '/marketplace', '/dashboard', '/termos']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`${LEGAL_NAME} · CNPJ ${CNPJ}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacidade');
    await expect(footer.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute('href', '/termos');
  }
});

test('the organizer form and the payment dialog say what the person accepts just above their button, and the links keep what was typed', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const products = (await (await request.get('/api/products?type=demo&status=active')).json()) as Array<{ id: number }>;
  await page.goto(`/product/${products[0]!.id}`);
  await page.getByRole('button', { name: /Comprar em Grupo/ }).first().click();
  const form = page.getByRole('dialog', { name: 'Comprar em Grupo' });
  await form.getByLabel('Seu nome *').fill('Ana Organizadora');
  const notice = form.getByTestId('legal-notice');
  await expect(notice).toHaveText('Ao continuar, você aceita os Termos de uso e declara ter lido a Política de privacidade');
  const [terms] = await Promise.all([page.context().waitForEvent('page'), notice.getByRole('link', { name: 'Termos de uso' }).click()]);
  await expect(terms.getByRole('heading', { level: 1 })).toHaveText('Termos de uso');
  await terms.close();
  await expect(form.getByLabel('Seu nome *')).toHaveValue('Ana Organizadora');
  await expectNoSeriousA11yViolations(page);

  const created = await createGroup(request, ['Ana', 'Bruno']);
  const visitor = await visitorContext(browser, testInfo);
  await visitor.page.goto(`/g/${created.link_id}`);
  await visitor.page.getByRole('button', { name: 'Pagar a cota de Bruno' }).click();
  const dialog = visitor.page.getByRole('dialog', { name: 'Participar do Grupo' });
  const payNotice = dialog.getByTestId('legal-notice');
  await expect(payNotice).toHaveText('Ao continuar, você aceita os Termos de uso e declara ter lido a Política de privacidade');
  await expect(payNotice.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('target', '_blank');
  // Just above the button that sends the data.
  const noticeBox = (await payNotice.boundingBox())!;
  const buttonBox = (await dialog.getByRole('button', { name: 'Confirmar pagamento' }).boundingBox())!;
  expect(buttonBox.y).toBeGreaterThan(noticeBox.y);
  await expectNoSeriousA11yViolations(visitor.page);
  await visitor.context.close();
});
