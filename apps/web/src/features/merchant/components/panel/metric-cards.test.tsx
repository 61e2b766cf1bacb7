import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MetricCards } from './metric-cards.tsx';

const METRICS = { active_groups: 1, total_revenue_30d: 3463.95, store_share_30d: 3216.52, new_customers: 3, total_groups: 2, completed_groups: 1, expired_groups: 0, rescued_groups_30d: 0 };

describe('MetricCards', () => {
  afterEach(cleanup);

  it("keeps the spec's 'Arrecadado (30d)', says the service fee is in it and shows the store's share under it", () => {
    render(<MetricCards metrics={METRICS} />);
    const card = screen.getByTestId('metric-revenue');
    expect(within(card).getByText('Arrecadado (30d)')).toBeTruthy();
    expect(screen.getByTestId('metric-revenue-value').textContent).toBe('R$\u00a03.463,95');
    expect(within(card).getByText('Pagamentos dos últimos 30 dias, com a taxa de serviço de 5%')).toBeTruthy();
    expect(screen.getByTestId('metric-revenue-detail').textContent).toBe('Repasse à loja (grupos concluídos): R$\u00a03.216,52');
  });

  it('shows no share while the figures load, and no second figure on the other cards', () => {
    render(<MetricCards metrics={undefined} />);
    expect(screen.queryByTestId('metric-revenue-detail')).toBeNull();
    cleanup();
    render(<MetricCards metrics={METRICS} />);
    expect(screen.queryByTestId('metric-active-detail')).toBeNull();
    expect(screen.queryByTestId('metric-customers-detail')).toBeNull();
  });
});
