import { countOf } from '@juntai/domain';
import { CreditCard, DollarSign, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatReais } from '../../../../lib/format.ts';
import type { OperatorDashboardStats } from '../../api/dashboard.ts';

export type OperatorDashboardModal = 'merchants' | 'plans' | 'groups' | 'revenue';

interface CardProps {
  id: OperatorDashboardModal;
  label: string;
  value: ReactNode;
  detail: ReactNode;
  icon: ReactNode;
  action: string;
  onOpen: (id: OperatorDashboardModal) => void;
}

function StatCard({ id, label, value, detail, icon, action, onOpen }: CardProps) {
  return (
    <button
      type="button"
      onClick={() => onOpen(id)}
      aria-haspopup="dialog"
      data-testid={`card-${id}`}
      className="flex w-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:p-5"
    >
      <span className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium text-slate-600">{label}</span>
        <span aria-hidden="true" className="grid h-9 w-9 place-items-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
      </span>
      <span className="text-2xl font-bold text-slate-900 sm:text-3xl" data-testid={`card-${id}-value`}>{value}</span>
      <span className="text-sm text-slate-600">{detail}</span>
      <span className="text-sm font-medium text-brand-700">{action}</span>
    </button>
  );
}

/** The four cards; each opens its detail modal. '–' while the first answer is on its way. */
export function StatCards({ stats, onOpen }: { stats: OperatorDashboardStats | undefined; onOpen: (id: OperatorDashboardModal) => void }) {
  const dash = '–';
  return (
    <section aria-label="Resumo da plataforma" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard id="merchants" label="Total de Lojistas" icon={<Store className="h-5 w-5" />} onOpen={onOpen} action="Ver lojistas"
        value={stats?.merchants.total ?? dash}
        detail={stats ? `${countOf(stats.merchants.active, 'ativo', 'ativos')} · ${countOf(stats.merchants.inactive, 'inativo', 'inativos')}` : dash} />
      <StatCard id="plans" label="Planos Disponíveis" icon={<CreditCard className="h-5 w-5" />} onOpen={onOpen} action="Ver planos"
        value={stats?.plans.total ?? dash}
        detail={stats ? `${countOf(stats.plans.active, 'ativo', 'ativos')} · receita recorrente ${formatReais(stats.revenue.recurring_monthly)}/mês` : dash} />
      <StatCard id="groups" label="Total de Grupos" icon={<Users className="h-5 w-5" />} onOpen={onOpen} action="Ver grupos"
        value={stats?.groups.total ?? dash}
        detail={stats ? `${countOf(stats.groups.active, 'ativo', 'ativos')} · ${countOf(stats.groups.completed, 'completado', 'completados')} · ${countOf(stats.groups.rescued, 'resgatado', 'resgatados')}` : dash} />
      <StatCard id="revenue" label="Faturamento" icon={<DollarSign className="h-5 w-5" />} onOpen={onOpen} action="Ver relatório"
        value={stats ? formatReais(stats.faturamento.total) : dash}
        detail={stats ? stats.faturamento.formattedPeriod : dash} />
    </section>
  );
}
