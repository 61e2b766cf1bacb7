import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { formatReais } from '../../../../lib/format.ts';
import type { OperatorDashboardStats } from '../../api/dashboard.ts';
import { capitalized, historyTotals } from '../../lib/history.ts';
import { DataTable, Td, Th } from '../common/data-table.tsx';
import { Figure } from '../common/figure.tsx';
import { WideDialog } from '../common/wide-dialog.tsx';

// The chart's code loads only when this report opens.
const RevenueChart = lazy(() => import('./revenue-chart.tsx'));

/** Relatório de Faturamento: the period and its total, then the real 12-month history as a chart and a table. */
export function RevenueModal({ stats, open, onOpenChange }: { stats: OperatorDashboardStats; open: boolean; onOpenChange: (open: boolean) => void }) {
  const totals = historyTotals(stats.history);
  const { revenue } = stats;
  return (
    <WideDialog open={open} onOpenChange={onOpenChange} title="Relatório de Faturamento" description={`Período: ${stats.faturamento.formattedPeriod}`}>
      <div className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-2 lg:grid-cols-4">
          <div className="col-span-2 rounded-lg bg-brand-50 p-3 lg:col-span-1">
            <dt className="text-xs text-brand-800">Faturamento do período</dt>
            <dd className="text-2xl font-bold text-slate-900" data-testid="revenue-total">{formatReais(stats.faturamento.total)}</dd>
          </div>
          <Figure label="Vendas capturadas (GMV)" valueClassName="font-semibold">{formatReais(revenue.gmv)}</Figure>
          <Figure label="Taxas de serviço dos grupos" valueClassName="font-semibold">{formatReais(revenue.service_fees)}</Figure>
          <Figure label="Taxas percentuais dos planos" valueClassName="font-semibold">{formatReais(revenue.plan_percentage_fees)}</Figure>
        </dl>
        <p className="text-sm text-slate-600">
          Mensalidades dos planos (receita recorrente, fora do total do período): {formatReais(revenue.recurring_monthly)}/mês.
        </p>

        <section aria-labelledby="revenue-history-title" className="flex flex-col gap-3">
          <h3 id="revenue-history-title" className="font-semibold text-slate-900">Histórico dos últimos 12 meses</h3>
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            <RevenueChart history={stats.history} />
          </Suspense>
          <DataTable caption="Histórico mensal de faturamento" wrap>
            <thead>
              <tr><Th>Mês</Th><Th className="text-right">Faturamento</Th><Th className="text-right">Grupos criados</Th><Th className="text-right">Grupos completados</Th><Th className="text-right">Média por grupo completado</Th></tr>
            </thead>
            <tbody>
              {stats.history.map((row) => (
                <tr key={row.month}>
                  <Td>{capitalized(row.label)}</Td>
                  <Td className="text-right">{formatReais(row.revenue)}</Td>
                  <Td className="text-right">{row.groups_created}</Td>
                  <Td className="text-right">{row.groups_completed}</Td>
                  <Td className="text-right">{formatReais(row.average_per_completed)}</Td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bg-slate-50 font-semibold" data-testid="revenue-total-row">
                <Td>Total</Td>
                <Td className="text-right">{formatReais(totals.revenue)}</Td>
                <Td className="text-right">{totals.groupsCreated}</Td>
                <Td className="text-right">{totals.groupsCompleted}</Td>
                <Td className="text-right">{formatReais(totals.averagePerCompleted)}</Td>
              </tr>
            </tfoot>
          </DataTable>
        </section>
      </div>
    </WideDialog>
  );
}
