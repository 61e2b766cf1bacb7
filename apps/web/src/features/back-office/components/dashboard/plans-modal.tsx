import { countOf } from '@juntai/domain';
import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { formatReais } from '../../../../lib/format.ts';
import type { OperatorDashboardStats } from '../../api/dashboard.ts';
import { formatPercent } from '../../lib/labels.ts';
import { EmptyState } from '../common/data-table.tsx';
import { Figure } from '../common/figure.tsx';
import { WideDialog } from '../common/wide-dialog.tsx';

/** Planos e Receita: each plan with its real stores and its real share of the period's platform revenue. */
export function PlansModal({ stats, open, onOpenChange }: { stats: OperatorDashboardStats; open: boolean; onOpenChange: (open: boolean) => void }) {
  const plans = stats.plans_list;
  return (
    <WideDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Planos e Receita"
      description={`Período: ${stats.faturamento.formattedPeriod}`}
      footer={(
        <>
          <p className="text-sm text-slate-600">{countOf(stats.plans.total, 'plano', 'planos')} · {countOf(stats.plans.active, 'ativo', 'ativos')}</p>
          <Button asChild size="sm"><Link to="/super-admin/plans">Gerenciar Planos</Link></Button>
        </>
      )}
    >
      <div className="flex flex-col gap-4">
        <dl className="grid gap-2 sm:grid-cols-2">
          <Figure label="Receita da plataforma no período">{formatReais(stats.revenue.total_platform)}</Figure>
          <Figure label="Receita recorrente (mensalidades)">{formatReais(stats.revenue.recurring_monthly)}/mês</Figure>
        </dl>
        {plans.length === 0 ? (
          <EmptyState icon={<CreditCard className="h-8 w-8" />} title="Nenhum plano encontrado" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {plans.map((plan) => (
              <li key={plan.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4" data-testid="plan-share">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{plan.name}</h3>
                  <Badge tone={plan.active ? 'green' : 'gray'}>{plan.active ? 'Ativo' : 'Inativo'}</Badge>
                </div>
                <p className="text-sm text-slate-700">
                  {formatReais(plan.monthly_fee)}/mês + {formatPercent(plan.percentage_fee)} por venda
                </p>
                {plan.description ? <p className="text-sm text-slate-600">{plan.description}</p> : null}
                <p className="text-sm text-slate-700">
                  {plan.merchants_count} {plan.merchants_count === 1 ? 'lojista' : 'lojistas'} · receita {formatReais(plan.revenue)} ({formatPercent(plan.revenue_share)})
                </p>
                <Progress value={plan.revenue_share} label={`Participação do plano ${plan.name} na receita`} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </WideDialog>
  );
}
