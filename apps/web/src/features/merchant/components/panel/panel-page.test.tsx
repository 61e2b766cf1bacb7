import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../../lib/query-client.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PanelPage } from './panel-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ACCOUNT = { name: 'Ana Lojista', email: 'ana@loja.com', role: 'merchant', store: { store_id: 'default', store_name: 'Loja Padrão' } };
const METRICS = { active_groups: 3, total_revenue_30d: 1234.5, store_share_30d: 1146.18, new_customers: 7, total_groups: 10, completed_groups: 5, expired_groups: 2, rescued_groups_30d: 1 };
const SETTINGS = { button_text: '🤝 Comprar em Grupo', button_bg_color: '#059669', button_text_color: '#ffffff', onboarding_completed: false, site_url: null };

interface Server {
  signedIn: boolean;
  claimed: boolean;
  onboardingDone: boolean;
  /** A live installation: sign-up answers 202 and the e-mailed link creates the account. */
  live: boolean;
  calls: Array<{ url: string; method: string; body: unknown }>;
}

function renderAt(url: string) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}><PanelPage /></MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('/admin (Painel do Lojista)', () => {
  let server: Server;
  beforeEach(() => {
    localStorage.clear();
    server = { signedIn: false, claimed: false, onboardingDone: false, live: false, calls: [] };
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      server.calls.push({ url, method, body });
      const path = url.split('?')[0];
      if (path === '/api/admin/me') return server.signedIn ? json(200, ACCOUNT) : json(401, { success: false, detail: 'Entre' });
      if (path === '/api/admin/signup-status') return json(200, { signup_open: true, default_store_claimed: server.claimed });
      if (path === '/api/admin/metrics') return server.signedIn ? json(200, METRICS) : json(401, { success: false, detail: 'Entre' });
      if (path === '/api/settings/public') return json(200, { platform_name: 'Juntaí', icon_paid: '✅', icon_pending: '⏳', icon_button: '🤝', support_email: null, group_expiry_hours: 48 });
      if (path === '/api/admin/settings' && method === 'GET') return json(200, { ...SETTINGS, onboarding_completed: server.onboardingDone });
      if (path === '/api/admin/settings' && method === 'PUT') {
        server.onboardingDone = true;
        const sent = body as typeof SETTINGS;
        return json(200, { success: true, detail: 'ok', settings: { ...sent, site_url: sent.site_url ?? null, onboarding_completed: true } });
      }
      if (path === '/api/admin/reset-password') return json(200, { success: true, detail: 'Senha atualizada com sucesso! Você pode fazer login agora.' });
      if (path === '/api/admin/account' && server.live) {
        return json(202, { success: true, detail: 'Enviamos um link de confirmação para seu e-mail. Abra-o para criar sua conta (ele vale por 24 horas).' });
      }
      if (path === '/api/admin/account/confirm') {
        server.signedIn = true;
        server.claimed = true;
        return json(201, { success: true, token: 't', user: ACCOUNT, expires_at: new Date().toISOString() });
      }
      if (path === '/api/admin/account') {
        server.signedIn = true;
        server.claimed = true;
        return json(201, { success: true, token: 't', user: ACCOUNT, expires_at: new Date().toISOString() });
      }
      return json(404, { success: false, detail: 'não' });
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('without the flag shows "Plugin Não Ativo"; activating loads the panel without a reload', async () => {
    server.claimed = true;
    renderAt('/admin');
    expect(screen.getByRole('heading', { name: 'Plugin Não Ativo' })).toBeTruthy();
    // Only the public settings (the tab title's platform name); nothing of the merchant's.
    expect(server.calls.filter((c) => c.url !== '/api/settings/public')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ativar Plugin Agora' }));
    expect(localStorage.getItem('pluginAtivo')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Entrar no Painel do Lojista' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar conta para minha loja' })).toBeTruthy();
  });

  it('the first merchant gets the panel with zeros and the onboarding at step 1, which validates and walks the three steps', async () => {
    localStorage.setItem('pluginAtivo', 'true');
    renderAt('/admin');
    expect(await screen.findByText('Plugin Ativo')).toBeTruthy();
    expect(screen.getByTestId('metric-revenue-value').textContent).toBe('R$\u00a00,00');
    expect(screen.getByTestId('metric-revenue-detail').textContent).toBe('Repasse à loja (grupos concluídos): R$\u00a00,00');
    const dialog = await screen.findByRole('dialog', { name: 'Crie sua conta de administrador' }, { timeout: 2000 });
    expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    // Metrics are never asked for without a session.
    expect(server.calls.some((c) => c.url === '/api/admin/metrics')).toBe(false);

    const next = within(dialog).getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    fireEvent.input(within(dialog).getByLabelText('Nome completo'), { target: { value: 'Ana Lojista' } });
    fireEvent.input(within(dialog).getByLabelText('Nome da loja'), { target: { value: 'Empório da Ana' } });
    fireEvent.input(within(dialog).getByLabelText('E-mail de login'), { target: { value: 'ana@loja.com' } });
    fireEvent.input(within(dialog).getByLabelText('Senha'), { target: { value: 'abcde' } });
    fireEvent.input(within(dialog).getByLabelText('Confirme a senha'), { target: { value: 'abcdf' } });
    expect(within(dialog).getByText('As senhas não coincidem')).toBeTruthy();
    expect(next.disabled).toBe(true);
    fireEvent.input(within(dialog).getByLabelText('Confirme a senha'), { target: { value: 'abcde' } });
    expect(within(dialog).queryByText('As senhas não coincidem')).toBeNull();
    expect(next.disabled).toBe(true); // 5 characters
    fireEvent.input(within(dialog).getByLabelText('Senha'), { target: { value: 'abcdef' } });
    fireEvent.input(within(dialog).getByLabelText('Confirme a senha'), { target: { value: 'abcdef' } });
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    const welcome = await screen.findByRole('dialog', { name: 'Vamos Configurar!' });
    expect(welcome.textContent).toContain('até 300% mais conversões');
    expect(server.calls.find((c) => c.url === '/api/admin/account')?.body).toEqual({ name: 'Ana Lojista', email: 'ana@loja.com', password: 'abcdef', store_name: 'Empório da Ana' });
    fireEvent.click(within(welcome).getByRole('button', { name: 'Continuar' }));

    const look = await screen.findByRole('dialog', { name: 'Personalize seu botão' });
    fireEvent.click(within(look).getByRole('button', { name: 'Azul' }));
    expect(within(look).getByTestId('button-preview').style.backgroundColor).toBe('rgb(37, 99, 235)');
    fireEvent.click(within(look).getByRole('button', { name: 'Salvar e Ativar' }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      button_text: '🤝 Comprar em Grupo', button_bg_color: '#2563eb', button_text_color: '#ffffff', onboarding_completed: true, store_id: 'default',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(await screen.findByTestId('store-name')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('metric-revenue-value').textContent).toBe('R$\u00a01.234,50'));
    expect(screen.getByTestId('metric-revenue-detail').textContent).toBe('Repasse à loja (grupos concluídos): R$\u00a01.146,18');
  });

  it('in a live installation step 1 ends on "check your e-mail", signed in to nothing, and the e-mailed link signs in at step 2', async () => {
    localStorage.setItem('pluginAtivo', 'true');
    server.live = true;
    const view = renderAt('/admin');
    const dialog = await screen.findByRole('dialog', { name: 'Crie sua conta de administrador' }, { timeout: 2000 });
    fireEvent.input(within(dialog).getByLabelText('Nome completo'), { target: { value: 'Ana Lojista' } });
    fireEvent.input(within(dialog).getByLabelText('Nome da loja'), { target: { value: 'Empório da Ana' } });
    fireEvent.input(within(dialog).getByLabelText('E-mail de login'), { target: { value: 'ana@loja.com' } });
    fireEvent.input(within(dialog).getByLabelText('Senha'), { target: { value: 'abcdef' } });
    fireEvent.input(within(dialog).getByLabelText('Confirme a senha'), { target: { value: 'abcdef' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const check = await screen.findByRole('dialog', { name: 'Confirme seu e-mail' });
    expect(within(check).getByRole('status').textContent).toMatch(/^Enviamos um link de confirmação para seu e-mail\./);
    expect(within(check).getByTestId('onboarding-check-email').textContent).toContain('ana@loja.com');
    expect(server.signedIn).toBe(false);
    view.unmount();

    // The link from the e-mail, on this or another device.
    localStorage.clear();
    renderAt('/admin?confirmar=AAAAAAAAAAAAAAAAAAAAAA');
    expect(await screen.findByRole('dialog', { name: 'Vamos Configurar!' }, { timeout: 3000 })).toBeTruthy();
    expect(server.calls.filter((c) => c.url === '/api/admin/account/confirm').map((c) => c.body)).toEqual([{ token: 'AAAAAAAAAAAAAAAAAAAAAA' }]);
    expect(localStorage.getItem('pluginAtivo')).toBe('true');
  });

  it('a signed-in merchant whose onboarding is not done gets it at step 2', async () => {
    localStorage.setItem('pluginAtivo', 'true');
    server.signedIn = true;
    server.claimed = true;
    renderAt('/admin');
    expect(await screen.findByText('Loja Padrão')).toBeTruthy();
    expect(await screen.findByRole('dialog', { name: 'Vamos Configurar!' }, { timeout: 2000 })).toBeTruthy();
  });

  it('a signed-in merchant who finished the onboarding sees the panel only', async () => {
    localStorage.setItem('pluginAtivo', 'true');
    server.signedIn = true;
    server.claimed = true;
    server.onboardingDone = true;
    renderAt('/admin');
    expect(await screen.findByText('Loja Padrão')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('summary-completed_groups').textContent).toBe('5');
    expect(screen.getByTestId('summary-rescued_groups_30d').textContent).toBe('1');
    expect(screen.getByTestId('rescued-definition').textContent).toContain('lembrete de prazo ao organizador');
  });

  it('a reset link opens "Nova senha" with the e-mail filled in and takes the token out of the address', async () => {
    renderAt('/admin?redefinir=AAAAAAAAAAAAAAAAAAAA&email=ana%40loja.com');
    expect(await screen.findByRole('heading', { name: 'Nova senha' })).toBeTruthy();
    // The form itself loads with the link (with the schema it checks against).
    expect((await screen.findByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@loja.com');
    fireEvent.input(screen.getByLabelText('Nova senha'), { target: { value: 'abcdef' } });
    fireEvent.input(screen.getByLabelText('Confirme a nova senha'), { target: { value: 'abcdeg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(localStorage.getItem('pluginAtivo')).toBe('true');
  });

  it('after a new password the login form opens with the message and the e-mail filled in', async () => {
    server.claimed = true;
    renderAt('/admin?redefinir=AAAAAAAAAAAAAAAAAAAA&email=ana%40loja.com');
    fireEvent.input(await screen.findByLabelText('Nova senha'), { target: { value: 'abcdef' } });
    fireEvent.input(screen.getByLabelText('Confirme a nova senha'), { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(await screen.findByText('Senha atualizada com sucesso! Você pode fazer login agora.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Entrar no Painel do Lojista' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@loja.com');
    expect(server.calls.find((c) => c.url === '/api/admin/reset-password')?.body).toEqual({
      email: 'ana@loja.com', reset_token: 'AAAAAAAAAAAAAAAAAAAA', new_password: 'abcdef',
    });
  });
});
