import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { type Plan, useDeactivatePlan } from '../../api/plans.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';

/** 'Excluir' deactivates the plan after the spec's confirmation; stores on it keep it until changed. */
export function DeactivatePlanButton({ plan }: { plan: Plan }) {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivatePlan();
  const confirm = () => deactivate.mutate(plan.id, {
    ...toastOutcome('Plano desativado com sucesso!', 'Erro ao desativar plano'),
    onSettled: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={deactivate.isPending} onConfirm={confirm}
      title="Desativar plano" description="Tem certeza que deseja desativar este plano?"
      details={plan.merchants_count > 0
        ? `As ${plan.merchants_count === 1 ? '1 loja' : `${plan.merchants_count} lojas`} no plano ${plan.name} continuam nele até serem mudadas; ele deixa de ser oferecido a novas lojas.`
        : `O plano ${plan.name} deixa de ser oferecido a novas lojas. Você pode reativá-lo depois.`}
      confirmLabel="Desativar" pendingLabel="Desativando…"
      trigger={(
        <Button variant="danger" size="sm" className="flex-1" aria-label={`Excluir o plano ${plan.name}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Excluir
        </Button>
      )}
    />
  );
}
