import { Pencil } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { type Merchant, type MerchantStatus, useUpdateMerchant } from '../../api/merchants.ts';
import { MERCHANT_STATUS_LABELS } from '../../lib/labels.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { FormDialog } from '../common/form-dialog.tsx';
import { PlanOptions } from './plan-options.tsx';

/** Changes a merchant's status or plan (PUT); only what changed is sent. */
export function EditMerchantDialog({ merchant }: { merchant: Merchant }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<MerchantStatus>(merchant.status);
  const [planId, setPlanId] = useState(merchant.plan_id ? String(merchant.plan_id) : '');
  const update = useUpdateMerchant();

  const openDialog = () => {
    setStatus(merchant.status);
    setPlanId(merchant.plan_id ? String(merchant.plan_id) : '');
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nextPlan = planId ? Number(planId) : null;
    const body = {
      id: merchant.id,
      ...(status !== merchant.status ? { status } : {}),
      ...(nextPlan !== merchant.plan_id ? { plan_id: nextPlan } : {}),
    };
    if (Object.keys(body).length === 1) return setOpen(false);
    update.mutate(body, toastOutcome('Lojista atualizado com sucesso!', 'Erro ao atualizar lojista', () => setOpen(false)));
  };

  return (
    <>
      <Button variant="ghost" size="sm" onClick={openDialog} aria-label={`Alterar status ou plano de ${merchant.store_name}`}>
        <Pencil aria-hidden="true" className="h-4 w-4" /> Alterar
      </Button>
      <FormDialog open={open} onOpenChange={setOpen} title={`Alterar ${merchant.store_name}`} pending={update.isPending} onSubmit={submit} submitLabel="Salvar"
        description="Uma loja inativa ou desinstalada deixa de mostrar o botão de compra em grupo e de acessar o painel.">
        <SelectField id={`status-${merchant.id}`} label="Status" value={status} onChange={setStatus} options={Object.entries(MERCHANT_STATUS_LABELS)} />
        <Field id={`plan-${merchant.id}`} label="Plano">
          <NativeSelect id={`plan-${merchant.id}`} value={planId} onChange={(e) => setPlanId(e.target.value)}>
            <PlanOptions current={merchant.plan_id} />
          </NativeSelect>
        </Field>
      </FormDialog>
    </>
  );
}
