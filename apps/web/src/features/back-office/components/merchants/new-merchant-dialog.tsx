import { createMerchantRequestSchema } from '@juntai/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';
import { checkBody } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useCreateMerchant } from '../../api/merchants.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { FormDialog } from '../common/form-dialog.tsx';
import { PlanOptions } from './plan-options.tsx';

const EMPTY = { store_id: '', store_name: '', contact_email: '', plan_id: '' };
const readMerchant = (form: typeof EMPTY) => checkBody(createMerchantRequestSchema, {
  store_id: form.store_id.trim(), store_name: form.store_name.trim(), contact_email: form.contact_email.trim() || null, plan_id: form.plan_id ? Number(form.plan_id) : null,
});

/** '+ Novo Lojista': store id and name required, e-mail optional (the contact is invited by e-mail), plan optional. */
export function NewMerchantDialog() {
  const [open, setOpen] = useState(false);
  const { values: form, errors, input, submit, reset } = useCheckedForm(EMPTY, readMerchant);
  const create = useCreateMerchant();

  const send = submit((body) => create.mutate(body, toastOutcome('Lojista criado com sucesso!', 'Erro ao criar lojista', () => {
    setOpen(false);
    reset(EMPTY);
  })));

  return (
    <>
      <Button onClick={() => setOpen(true)}><Plus aria-hidden="true" className="h-4 w-4" /> Novo Lojista</Button>
      <FormDialog open={open} onOpenChange={setOpen} title="Novo Lojista" pending={create.isPending} onSubmit={send} submitLabel="Criar Lojista" pendingLabel="Criando…"
        description="Com um e-mail de contato, o lojista recebe um convite para criar a senha do painel da loja.">
        <Field id="new-store-id" label="ID da loja *" error={errors.store_id} hint="Letras minúsculas, números e hífens (ex.: minha-loja)">
          <Input id="new-store-id" autoComplete="off" spellCheck={false} maxLength={64} value={form.store_id} onChange={input('store_id')} />
        </Field>
        <Field id="new-store-name" label="Nome da loja *" error={errors.store_name}>
          <Input id="new-store-name" maxLength={100} value={form.store_name} onChange={input('store_name')} />
        </Field>
        <Field id="new-contact-email" label="E-mail de contato" error={errors.contact_email}>
          <Input id="new-contact-email" type="email" inputMode="email" autoComplete="off" value={form.contact_email} onChange={input('contact_email')} />
        </Field>
        <Field id="new-plan" label="Plano">
          <NativeSelect id="new-plan" value={form.plan_id} onChange={input('plan_id')}>
            <PlanOptions />
          </NativeSelect>
        </Field>
      </FormDialog>
    </>
  );
}
