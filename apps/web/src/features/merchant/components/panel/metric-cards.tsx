import type { MerchantMetrics } from '@juntai/contract';
import { SERVICE_FEE_PERCENT } from '@juntai/domain';
import { DollarSign, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { formatReais } from '../../../../lib/format.ts';

interface MetricCardProps {
  id: string;
  label: string;
  value: ReactNode;
  note: string;
  icon: ReactNode;
  /** A second figure under the note (the store's share under the money collected). */
  detail?: ReactNode;
}

function MetricCard({ id, label, value, note, icon, detail }: MetricCardProps) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid={`metric-${id}`}>
      <dl className="min-w-0">
        <dt className="text-sm text-slate-600">{label}</dt>
        <dd className="mt-1 truncate text-2xl font-bold text-slate-900" data-testid={`metric-${id}-value`}>{value}</dd>
        <dd className="mt-0.5 text-xs text-slate-600">{note}</dd>
        {detail ? <dd className="mt-1 text-sm text-slate-700" data-testid={`metric-${id}-detail`}>{detail}</dd> : null}
      </dl>
      <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
    </div>
  );
}

/**
 * The three figures of the panel (spec §2); a placeholder while they load, zeros when they could not.
 * 'Arrecadado' is what shoppers paid, the service fee included, so the card says so and shows beside
 * it what the store receives of the groups completed (ADR 0008 addendum).
 */
export function MetricCards({ metrics }: { metrics: MerchantMetrics | undefined }) {
  const show = (value: (m: MerchantMetrics) => ReactNode) => (metrics ? value(metrics) : <Skeleton className="h-8 w-20" />);
  return (
    <section aria-label="Métricas da loja" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <MetricCard id="active" label="Grupos Ativos" icon={<TrendingUp className="h-5 w-5" />} value={show((m) => m.active_groups)}
        note={metrics ? `${metrics.total_groups} ${metrics.total_groups === 1 ? 'grupo' : 'grupos'} no total` : 'Carregando…'} />
      <MetricCard id="revenue" label="Arrecadado (30d)" icon={<DollarSign className="h-5 w-5" />} value={show((m) => formatReais(m.total_revenue_30d))}
        note={`Pagamentos dos últimos 30 dias, com a taxa de serviço de ${SERVICE_FEE_PERCENT}%`}
        detail={metrics ? <>Repasse à loja (grupos concluídos): <strong className="whitespace-nowrap text-slate-900">{formatReais(metrics.store_share_30d)}</strong></> : undefined} />
      <MetricCard id="customers" label="Clientes Únicos" icon={<Users className="h-5 w-5" />} value={show((m) => m.new_customers)}
        note="Participantes únicos" />
    </section>
  );
}
