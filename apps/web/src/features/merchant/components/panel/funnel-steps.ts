import type { Funnel } from '@juntai/contract';
import { conversionRate } from '@juntai/domain';
import { formatReais } from '../../../../lib/format.ts';

export interface FunnelStep {
  id: 'views' | 'clicks' | 'groups_created' | 'groups_completed' | 'revenue';
  label: string;
  value: string;
  /** The conversion from the step before, as shown ('33,3%'; '—' when the step before counted nothing). */
  rate?: string;
}

const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('pt-BR');

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${percent.format(rate)}%`;
}

/** The funnel's five steps with the conversion between the counted ones (the domain's conversionRate). */
export function funnelSteps({ totals: t }: Funnel): FunnelStep[] {
  return [
    { id: 'views', label: 'Exibições do botão', value: count.format(t.views) },
    { id: 'clicks', label: 'Cliques', value: count.format(t.clicks), rate: formatRate(conversionRate(t.views, t.clicks)) },
    { id: 'groups_created', label: 'Grupos criados', value: count.format(t.groups_created), rate: formatRate(conversionRate(t.clicks, t.groups_created)) },
    { id: 'groups_completed', label: 'Grupos concluídos', value: count.format(t.groups_completed), rate: formatRate(conversionRate(t.groups_created, t.groups_completed)) },
    { id: 'revenue', label: 'Receita', value: formatReais(t.revenue) },
  ];
}
