import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperatorDashboardStats } from '../api/dashboard.ts';
import { OperatorDashboardPage } from './dashboard/dashboard-page.tsx';
import { LoginPage } from './login/login-page.tsx';
import { PlansPage } from './plans/plans-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const USER = { name: 'Ana Operadora', email: 'ana@juntai.test', role: 'super_admin', store: null };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}{location.search}</p>;
}

function renderAt(url: string) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/super-admin/login" element={<><LoginPage /><Where /></>} />
          <Route path="/super-admin/dashboard" element={<><OperatorDashboardPage /><Where /></>} />
          <Route path="/super-admin/plans" element={<><PlansPage /><Where /></>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const group = (id: number, status: string, productName: string | null) => ({
  id, link_id: `abcdef${id}xyz${id}q`, product_name: productName, status, current_participants: 2, target_size: 4,
  created_at: '2026-11-20T15:00:00.000Z', total_cost: 400, cost_per_person: 105,
});

function stats(): OperatorDashboardStats {
  return {
    period: 'total',
    revenue: { total_platform: 12.34, gmv: 200, service_fees: 10, plan_percentage_fees: 2.34, recurring_monthly: 99.9 },
    groups: { total: 21, active: 5, completed: 9, expired: 7, rescued: 3 },
    merchants: { total: 18, active: 16, inactive: 2 },
    plans: { total: 2, active: 1 },
    faturamento: { total: 12.34, formattedPeriod: 'Todo o período', monthName: 'Todo o período', year: null },
    products: { demo: 3, marketplace: 4, featured: 1 },
    partners: { active: 2, commissions_owed: 5.5, average_commission_rate: 5.25, top_partner: { id: 1, name: 'Parceiro Um', total_sales: 300 } },
    merchants_list: Array.from({ length: 18 }, (_, i) => ({
      id: i + 1, name: `Loja ${i + 1}`, email: i === 0 ? null : `loja${i + 1}@example.com`, status: i < 16 ? 'active' as const : 'inactive' as const,
      current_plan: i === 1 ? 'Pro' : null, created_at: '2026-11-01T12:00:00.000Z',
    })),
    groups_list: [group(1, 'active', 'Fone'), group(2, 'expired', null), ...Array.from({ length: 18 }, (_, i) => group(i + 3, 'completed', 'Mesa'))],
    plans_list: [
      { id: 1, name: 'Pro', monthly_fee: 99.9, percentage_fee: 2.5, description: 'Para lojas grandes', active: true, created_at: '2026-10-01T12:00:00.000Z', merchants_count: 1, revenue: 8.5, revenue_share: 68.9 },
      { id: 2, name: 'Antigo', monthly_fee: 0, percentage_fee: 0, description: null, active: false, created_at: '2026-01-01T12:00:00.000Z', merchants_count: 0, revenue: 0, revenue_share: 0 },
    ],
    history: Array.from({ length: 12 }, (_, i) => {
      const d = new Date(Date.UTC(2026, 10 - i, 15));
      const month = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
      return { month, label: `mês ${month}`, revenue: i === 0 ? 10.01 : i === 1 ? 2.33 : 0, gmv: 0, groups_created: 1, groups_completed: i < 2 ? 1 : 0, average_per_completed: i === 0 ? 10.01 : i === 1 ? 2.33 : 0 };
    }),
  };
}

describe('back office screens', () => {
  let calls: Array<{ url: string; method: string; body: unknown }>;
  let routes: Record<string, (body: unknown) => Response | Promise<Response>>;
  beforeEach(() => {
    localStorage.clear();
    calls = [];
    routes = {};
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const handler = routes[`${method} ${url.split('?')[0]}`];
      return handler ? handler(body) : json(404, { success: false, detail: 'não encontrado' });
    }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs in, keeps only name and role, and opens the dashboard', async () => {
    routes['POST /api/super-admin/login'] = () => json(200, { success: true, token: 'segredo-do-servidor', user: USER, expires_at: '2026-12-01T00:00:00Z' });
    renderAt('/super-admin/login');
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@juntai.test' } });
    fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'senha-boa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/super-admin/dashboard'));
    expect(JSON.parse(localStorage.getItem('super_admin_user') ?? '')).toEqual({ name: 'Ana Operadora', role: 'super_admin' });
    expect(JSON.stringify(localStorage)).not.toContain('segredo-do-servidor');
  });

  it('shows the server detail, the fallback, and the network failure on login', async () => {
    routes['POST /api/super-admin/login'] = () => json(429, { success: false, detail: 'Muitas tentativas. Tente novamente em 15 minutos.' });
    renderAt('/super-admin/login');
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@juntai.test' } });
    fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Muitas tentativas. Tente novamente em 15 minutos.');
    routes['POST /api/super-admin/login'] = () => json(500, {});
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erro ao fazer login'));
    routes['POST /api/super-admin/login'] = () => { throw new TypeError('Failed to fetch'); };
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erro de conexão com o servidor'));
  });

  it('sends a visitor without a stored user to the login, and a 401 forgets the user', async () => {
    renderAt('/super-admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/super-admin/login'));
    cleanup();

    localStorage.setItem('super_admin_user', JSON.stringify({ name: 'Ana', role: 'super_admin' }));
    routes['GET /api/super-admin/me'] = () => json(401, { success: false, detail: 'Sua sessão expirou. Entre novamente.' });
    routes['GET /api/super-admin/dashboard'] = () => json(401, { success: false, detail: 'Sua sessão expirou. Entre novamente.' });
    renderAt('/super-admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/super-admin/login'));
    expect(localStorage.getItem('super_admin_user')).toBeNull();
  });

  /** The dashboard with the answer of `stats()`, drawn. */
  async function openDashboard() {
    localStorage.setItem('super_admin_user', JSON.stringify({ name: 'Ana', role: 'outro' }));
    routes['GET /api/super-admin/me'] = () => json(200, { ...USER, name: 'Ana' , role: 'outro' });
    routes['GET /api/super-admin/dashboard'] = () => json(200, { success: true, stats: stats() });
    renderAt('/super-admin/dashboard');
    expect(await screen.findByText('16 ativos · 2 inativos')).toBeTruthy();
  }

  it('fills the dashboard with the answer, never other numbers', async () => {
    await openDashboard();
    expect(screen.getByTestId('operator-identity').textContent).toContain('Super Administrador');
    expect(screen.getByTestId('card-revenue-value').textContent).toBe('R$\u00a012,34');
    expect(screen.getByTestId('card-plans').textContent).toContain('R$\u00a099,90/mês');
    expect(screen.getByTestId('card-groups').textContent).toContain('5 ativos · 9 completados · 3 resgatados');
    expect(calls.some((c) => c.url === '/api/super-admin/dashboard?period=total')).toBe(true);
  });

  it("fills the merchants' and the groups' modals with the answer", async () => {
    await openDashboard();
    fireEvent.click(screen.getByTestId('card-merchants'));
    let dialog = await screen.findByRole('dialog', { name: 'Detalhes dos Lojistas' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(16); // header + 15
    expect(within(dialog).getByTestId('merchants-modal-footer').textContent).toBe('Mostrando 15 de 18 lojistas');
    expect(within(dialog).getByText('Sem e-mail')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    fireEvent.click(screen.getByTestId('card-groups'));
    dialog = await screen.findByRole('dialog', { name: 'Grupos de Compra' });
    expect(within(dialog).getByTestId('groups-modal-footer').textContent).toBe('Últimos 20 grupos criados');
    expect(within(dialog).getByTestId('rescued-definition').textContent).toContain('concluídos no período depois de um lembrete');
    expect(within(dialog).getByText('#1XYZ1Q')).toBeTruthy();
    expect(within(dialog).getByText('Produto não identificado')).toBeTruthy();
    expect(within(dialog).getAllByRole('row')).toHaveLength(16);
    expect(within(dialog).getByRole('tab', { name: /Expirados/ }).textContent).toContain('1');
  });

  it("fills the plans' and the revenue's modals with the answer", async () => {
    await openDashboard();
    fireEvent.click(screen.getByTestId('card-plans'));
    let dialog = await screen.findByRole('dialog', { name: 'Planos e Receita' });
    expect(within(dialog).getByText(/1 lojista · receita R\$ 8,50 \(68,9%\)/)).toBeTruthy();
    expect(within(dialog).getByText('Inativo')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));

    fireEvent.click(screen.getByTestId('card-revenue'));
    dialog = await screen.findByRole('dialog', { name: 'Relatório de Faturamento' });
    expect(within(dialog).getByTestId('revenue-total-row').textContent).toBe('TotalR$\u00a012,34122R$\u00a06,17');
    expect(await within(dialog).findByTestId('revenue-chart')).toBeTruthy();
  });

  it('opens the first-operator setup from the printed link and signs the new operator in', async () => {
    routes['POST /api/super-admin/setup'] = () => json(201, { success: true, token: 'segredo', user: USER, expires_at: '2026-12-01T00:00:00Z' });
    renderAt('/super-admin/login?setup=tokendeconfiguracao123');
    expect(await screen.findByRole('heading', { name: 'Primeiro acesso' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/super-admin/login'));
    fireEvent.input(screen.getByLabelText('Nome completo'), { target: { value: 'Ana Operadora' } });
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: 'ana@juntai.test' } });
    fireEvent.input(screen.getByLabelText('Senha'), { target: { value: 'senha-forte-1' } });
    fireEvent.input(screen.getByLabelText('Confirme a senha'), { target: { value: 'senha-forte-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('As senhas não coincidem');
    // A screen reader reads the message with the field it is about.
    expect(screen.getByLabelText('Confirme a senha').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    fireEvent.input(screen.getByLabelText('Confirme a senha'), { target: { value: 'senha-forte-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta e entrar' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/super-admin/dashboard'));
    expect(calls.find((c) => c.url === '/api/super-admin/setup')?.body)
      .toEqual({ token: 'tokendeconfiguracao123', name: 'Ana Operadora', email: 'ana@juntai.test', password: 'senha-forte-1' });
    expect(JSON.parse(localStorage.getItem('super_admin_user') ?? '')).toEqual({ name: 'Ana Operadora', role: 'super_admin' });
  });

  it('shows the forgot-password answer and its fallback', async () => {
    routes['POST /api/super-admin/forgot-password'] = () => json(200, { success: true, message: 'Se houver uma conta com este e-mail, enviaremos um link.' });
    renderAt('/super-admin/login');
    fireEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    fireEvent.input(await screen.findByLabelText('E-mail'), { target: { value: 'ana@juntai.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('status')).textContent).toBe('Se houver uma conta com este e-mail, enviaremos um link.');
    routes['POST /api/super-admin/forgot-password'] = () => json(500, {});
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao solicitar reset de senha');
  });

  it('asks before deactivating a plan and says so when done', async () => {
    localStorage.setItem('super_admin_user', JSON.stringify({ name: 'Ana', role: 'super_admin' }));
    routes['GET /api/super-admin/me'] = () => json(200, USER);
    const plan = stats().plans_list[0]!;
    routes['GET /api/super-admin/plans'] = () => json(200, { success: true, plans: [plan] });
    routes['DELETE /api/super-admin/plans/1'] = () => json(200, { success: true, detail: 'Plano desativado com sucesso!', plan: { ...plan, active: false } });
    renderAt('/super-admin/plans');
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir o plano Pro' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Tem certeza que deseja desativar este plano?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/super-admin/plans/1')).toBe(true));
  });
});
