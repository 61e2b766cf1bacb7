import type { Funnel } from '@juntai/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../testing/render-with-api.tsx';
import { FunnelSection } from './funnel-section.tsx';

const day = (date: string, views: number, clicks: number, created: number, completed: number, revenue: number) =>
  ({ date, views, clicks, groups_created: created, groups_completed: completed, revenue });

const FUNNEL: Funnel = {
  days: [day('2026-03-04', 1000, 30, 2, 1, 800), day('2026-03-05', 200, 10, 1, 0, 0)],
  totals: { views: 1200, clicks: 40, groups_created: 3, groups_completed: 1, revenue: 800 },
  rates: { click_rate: 3.3, creation_rate: 7.5, completion_rate: 33.3 },
};

const show = (funnel: Funnel) => renderWithApi(<FunnelSection />, { 'GET /api/admin/funnel': () => ({ status: 200, body: funnel }) });

describe('FunnelSection (30 dias)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the five steps with the conversion between them', async () => {
    const { calls } = show(FUNNEL);
    expect((await screen.findByTestId('funnel-views-value')).textContent).toBe('1.200');
    expect(screen.getByTestId('funnel-clicks-value').textContent).toBe('40');
    expect(screen.getByTestId('funnel-groups_created-value').textContent).toBe('3');
    expect(screen.getByTestId('funnel-groups_completed-value').textContent).toBe('1');
    expect(screen.getByTestId('funnel-revenue-value').textContent).toBe('R$\u00a0800,00');
    expect(screen.getByTestId('funnel-clicks-rate').textContent).toBe('3,3% da etapa anterior');
    expect(screen.getByTestId('funnel-groups_created-rate').textContent).toBe('7,5% da etapa anterior');
    expect(screen.getByTestId('funnel-groups_completed-rate').textContent).toBe('33,3% da etapa anterior');
    expect(screen.queryByTestId('funnel-views-rate')).toBeNull();
    expect(calls[0]?.path).toBe('/api/admin/funnel');
  });

  it('has no rate where the step before counted nothing', async () => {
    show({ ...FUNNEL, totals: { views: 0, clicks: 0, groups_created: 2, groups_completed: 0, revenue: 0 } });
    expect((await screen.findByTestId('funnel-clicks-rate')).textContent).toBe('— da etapa anterior');
    expect(screen.getByTestId('funnel-groups_completed-rate').textContent).toBe('0,0% da etapa anterior');
  });

  it('draws the chart by day with a text alternative', async () => {
    show(FUNNEL);
    const chart = await screen.findByRole('img', { name: /Gráfico por dia de 2 dias: 1200 exibições/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(4);
    const table = screen.getByTestId('funnel-table');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(table.textContent).toContain('04/03');
  });
});
