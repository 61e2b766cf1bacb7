import { operatorMessages as messages } from '@juntai/contract';
import { useEffect } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { MoneyInput } from '../../../../components/ui/money-input.tsx';
import { PercentageInput } from '../../../../components/ui/percentage-input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { type Plan, useSavePlan } from '../../api/plans.ts';
import { planFormValues, readPlanForm } from '../../lib/plan-form.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { FormDialog } from '../common/form-dialog.tsx';

const EMPTY = { name: '', monthly_fee: '', percentage_fee: '', description: '' };

/** Create or edit a plan: the spec's rules checked before the call with the server's words; the numbers go as decimals. */
export function PlanFormDialog({ plan, open, onOpenChange }: { plan: Plan | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { values: form, errors, set, input, submit, reset } = useCheckedForm(EMPTY, readPlanForm);
  const save = useSavePlan();

  useEffect(() => {
    if (open) reset(plan ? planFormValues(plan) : EMPTY);
  }, [open, plan]);

  const send = submit((body) => save.mutate({ id: plan?.id ?? null, body },
    toastOutcome(plan ? 'Plano atualizado com sucesso!' : 'Plano criado com sucesso!', 'Erro ao salvar plano', () => onOpenChange(false))));

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={plan ? 'Editar Plano' : 'Novo Plano'} pending={save.isPending} onSubmit={send}
      submitLabel={plan ? 'Salvar alterações' : 'Criar Plano'}>
      <Field id="plan-name" label="Nome do plano *" error={errors.name}>
        <Input id="plan-name" maxLength={80} value={form.name} onChange={input('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput id="plan-monthly-fee" label="Mensalidade (R$) *" value={form.monthly_fee} onChange={set('monthly_fee')}
          error={errors.monthly_fee} invalidMessage={messages.monthlyFeeInvalid} />
        <PercentageInput id="plan-percentage-fee" label="Taxa percentual (%) *" value={form.percentage_fee} onChange={set('percentage_fee')}
          error={errors.percentage_fee} invalidMessage={messages.percentageFeeInvalid} />
      </div>
      <Field id="plan-description" label="Descrição">
        <Textarea id="plan-description" rows={3} maxLength={500} value={form.description} onChange={input('description')} />
      </Field>
    </FormDialog>
  );
}
