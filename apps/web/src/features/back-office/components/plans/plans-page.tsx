import { CreditCard, Pencil, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { formatDate, formatReais } from '../../../../lib/format.ts';
import { type Plan, usePlans, useSavePlan } from '../../api/plans.ts';
import { formatPercent } from '../../lib/labels.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';
import { EmptyState } from '../common/data-table.tsx';
import { Figure } from '../common/figure.tsx';
import { DeactivatePlanButton } from './deactivate-plan-button.tsx';
import { PlanFormDialog } from './plan-form-dialog.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

/** /super-admin/plans: the plans as cards, create and edit, 'Excluir' (deactivates) and 'Reativar'. */
export function PlansPage() {
  const plans = usePlans();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);

  useEffect(() => {
    if (plans.error) console.error('Erro ao carregar planos', plans.error);
  }, [plans.error]);

  return (
    <BackOfficeLayout title="Planos">
      <PageHeading title="Planos" intro="Mensalidade e taxa percentual cobradas das lojas.">
        <Button onClick={() => setEditing('new')}><Plus aria-hidden="true" className="h-4 w-4" /> Novo Plano</Button>
      </PageHeading>

      {plans.isPending ? <PageSpinner label="Carregando planos…" /> : !plans.data || plans.data.length === 0 ? (
        <EmptyState icon={<CreditCard className="h-10 w-10" />} title="Nenhum plano encontrado">
          {plans.isError ? <p className="text-sm text-slate-600">Não foi possível carregar os planos agora. Tente novamente.</p> : null}
          <Button onClick={() => setEditing('new')}>Criar Primeiro Plano</Button>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => <li key={plan.id}><PlanCard plan={plan} onEdit={() => setEditing(plan)} /></li>)}
        </ul>
      )}

      <PlanFormDialog plan={editing === 'new' ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
    </BackOfficeLayout>
  );
}

function PlanCard({ plan, onEdit }: { plan: Plan; onEdit: () => void }) {
  const reactivate = useSavePlan();
  const { name, monthly_fee, percentage_fee, description } = plan;
  const doReactivate = () => reactivate.mutate({ id: plan.id, body: { name, monthly_fee, percentage_fee, description, active: true } },
    toastOutcome('Plano atualizado com sucesso!', 'Erro ao salvar plano'));
  return (
    <article aria-labelledby={`plan-${plan.id}-name`} data-testid="plan-card"
      className={`flex h-full flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm ${plan.active ? 'border-slate-200' : 'border-dashed border-slate-300'}`}>
      <div className="flex items-start justify-between gap-2">
        <h2 id={`plan-${plan.id}-name`} className="text-lg font-semibold text-slate-900">{plan.name}</h2>
        <Badge tone={plan.active ? 'green' : 'gray'}>{plan.active ? 'Ativo' : 'Inativo'}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2">
        <Figure label="Mensalidade" valueClassName="text-lg font-bold">{formatReais(plan.monthly_fee)}</Figure>
        <Figure label="Taxa por venda" valueClassName="text-lg font-bold">{formatPercent(plan.percentage_fee)}</Figure>
      </dl>
      {plan.description ? <p className="text-sm text-slate-700">{plan.description}</p> : <p className="text-sm text-slate-500 italic">Sem descrição</p>}
      <p className="text-sm text-slate-600">
        {plan.merchants_count} {plan.merchants_count === 1 ? 'lojista' : 'lojistas'} · criado em {formatDate(plan.created_at)}
      </p>
      <div className="mt-auto flex gap-2 pt-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={onEdit} aria-label={`Editar o plano ${plan.name}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" /> Editar
        </Button>
        {plan.active ? <DeactivatePlanButton plan={plan} /> : (
          <Button variant="secondary" size="sm" className="flex-1" onClick={doReactivate} disabled={reactivate.isPending} aria-label={`Reativar o plano ${plan.name}`}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" /> {reactivate.isPending ? 'Reativando…' : 'Reativar'}
          </Button>
        )}
      </div>
    </article>
  );
}
