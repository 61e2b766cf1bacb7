import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { type Plan, useCreatePlan, useUpdatePlan } from '../../api/plans.ts';
import { readPlanForm } from '../../lib/plan-form.ts';
import { WideDialog } from '../shared/wide-dialog.tsx';

const EMPTY = { name: '', monthly_fee: '', percentage_fee: '', description: '' };

/** Create or edit a plan: the spec's rules in the inputs and checked again before the call; the numbers go as decimals. */
export function PlanFormDialog({ plan, open, onOpenChange }: { plan: Plan | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | undefined>();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    setProblem(undefined);
    setForm(plan
      ? { name: plan.name, monthly_fee: String(plan.monthly_fee), percentage_fee: String(plan.percentage_fee), description: plan.description ?? '' }
      : EMPTY);
  }, [open, plan]);

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    const read = readPlanForm(form);
    if (!read.ok) return setProblem(read.problem);
    setProblem(undefined);
    const handlers = {
      onSuccess: (answer: { detail: string }) => {
        toast.success(answer.detail || (plan ? 'Plano atualizado com sucesso!' : 'Plano criado com sucesso!'));
        onOpenChange(false);
      },
      onError: (error: unknown) => toast.error(errorMessage(error, 'Erro ao salvar plano')),
    };
    if (plan) update.mutate({ id: plan.id, ...read.body }, handlers);
    else create.mutate(read.body, handlers);
  };

  return (
    <WideDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} size="lg" title={plan ? 'Editar Plano' : 'Novo Plano'}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id="plan-name" label="Nome do plano *">
          <Input id="plan-name" required maxLength={80} value={form.name} onChange={set('name')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="plan-monthly-fee" label="Mensalidade (R$) *">
            <Input id="plan-monthly-fee" type="number" inputMode="decimal" step="0.01" min="0" required value={form.monthly_fee} onChange={set('monthly_fee')} />
          </Field>
          <Field id="plan-percentage-fee" label="Taxa percentual (%) *">
            <Input id="plan-percentage-fee" type="number" inputMode="decimal" step="0.1" min="0" max="100" required value={form.percentage_fee} onChange={set('percentage_fee')} />
          </Field>
        </div>
        <Field id="plan-description" label="Descrição">
          <Textarea id="plan-description" rows={3} maxLength={500} value={form.description} onChange={set('description')} />
        </Field>
        {problem ? <p role="alert" className="text-sm text-red-600">{problem}</p> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>Cancelar</Button>
          <Button type="submit" disabled={pending}>{pending ? 'Salvando…' : plan ? 'Salvar alterações' : 'Criar Plano'}</Button>
        </div>
      </form>
    </WideDialog>
  );
}
