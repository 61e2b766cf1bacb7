import { partnerMessages } from '@juntai/contract';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';
import { useCreatePartner } from '../../api/partners.ts';
import { failureMessage } from '../../lib/failure.ts';
import { WideDialog } from '../shared/wide-dialog.tsx';

const EMPTY = { name: '', contact_email: '', website: '', commission_rate: '5.0', description: '', categories: '', type: 'marketplace' };

/** 'Novo Parceiro' (spec §5, §7): the server checks every rule again; new partners start pending. */
export function NewPartnerDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | undefined>();
  const create = useCreatePartner();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    setProblem(undefined);
    create.mutate({
      name: form.name, contact_email: form.contact_email, website: form.website.trim() || null, commission_rate: Number(form.commission_rate),
      description: form.description, categories: form.categories, type: form.type as 'marketplace' | 'affiliate',
    }, {
      onSuccess: (answer) => {
        toast.success(answer.detail || partnerMessages.created);
        setForm(EMPTY);
        setOpen(false);
      },
      onError: (error) => {
        const text = failureMessage(error, 'Erro ao criar parceiro', 'Erro de conexão');
        setProblem(text);
        toast.error(text);
      },
    });
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}><Plus aria-hidden="true" className="h-4 w-4" /> Novo Parceiro</Button>
      <WideDialog open={open} onOpenChange={(next) => !create.isPending && setOpen(next)} size="lg" title="Novo Parceiro">
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Novo Parceiro">
          <Field id="partner-name" label="Nome *"><Input id="partner-name" required maxLength={100} value={form.name} onChange={set('name')} /></Field>
          <Field id="partner-email" label="E-mail de contato *"><Input id="partner-email" type="email" required maxLength={254} value={form.contact_email} onChange={set('contact_email')} /></Field>
          <Field id="partner-website" label="Site"><Input id="partner-website" type="url" placeholder="https://" maxLength={300} value={form.website} onChange={set('website')} /></Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="partner-commission" label="Comissão (%)">
              <Input id="partner-commission" type="number" inputMode="decimal" step="0.1" min="0" max="50" value={form.commission_rate} onChange={set('commission_rate')} />
            </Field>
            <Field id="partner-type" label="Tipo">
              <NativeSelect id="partner-type" value={form.type} onChange={set('type')}>
                <option value="marketplace">Marketplace</option>
                <option value="affiliate">Afiliado</option>
              </NativeSelect>
            </Field>
          </div>
          <Field id="partner-categories" label="Categorias" hint="Separadas por vírgula"><Input id="partner-categories" maxLength={1000} value={form.categories} onChange={set('categories')} /></Field>
          <Field id="partner-description" label="Descrição">
            <Textarea id="partner-description" rows={3} maxLength={1000} value={form.description} onChange={set('description')} />
          </Field>
          {problem ? <p role="alert" className="text-sm text-red-600">{problem}</p> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={create.isPending}>Cancelar</Button>
            <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Salvando…' : 'Criar Parceiro'}</Button>
          </div>
        </form>
      </WideDialog>
    </>
  );
}
