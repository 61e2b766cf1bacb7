import { createPartnerRequestSchema, type CreatePartnerRequest, partnerMessages } from '@juntai/contract';
import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { PercentageInput } from '../../../../components/ui/percentage-input.tsx';
import { fieldErrorsOf, percentOfText } from '../../../../lib/typed-amounts.ts';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';
import { useCreatePartner } from '../../api/partners.ts';
import { failureMessage } from '../../lib/failure.ts';
import { WideDialog } from '../shared/wide-dialog.tsx';

type PartnerErrors = Partial<Record<keyof CreatePartnerRequest, string>>;

/** The spec's default commission is 5.0 %, shown as the field writes it ("5"). */
const EMPTY = { name: '', contact_email: '', website: '', commission_rate: '5', description: '', categories: '', type: 'marketplace' };

/** 'Novo Parceiro' (spec §5, §7): the server checks every rule again; new partners start pending. */
export function NewPartnerDialog() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string | undefined>();
  const [errors, setErrors] = useState<PartnerErrors>({});
  const create = useCreatePartner();
  const setText = (key: keyof typeof EMPTY) => (text: string) => setForm((f) => ({ ...f, [key]: text }));
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setText(key)(e.target.value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(undefined);
    // The contract's own rules and words on each field, before the call (the server checks them again).
    const body = {
      name: form.name, contact_email: form.contact_email, website: form.website.trim() || null, commission_rate: percentOfText(form.commission_rate),
      description: form.description, categories: form.categories, type: form.type as 'marketplace' | 'affiliate',
    };
    const checked = createPartnerRequestSchema.safeParse(body);
    if (!checked.success) return setErrors(fieldErrorsOf<keyof CreatePartnerRequest>(checked.error.issues));
    setErrors({});
    create.mutate(body, {
      onSuccess: (answer) => {
        toast.success(answer.detail || partnerMessages.created);
        setForm(EMPTY);
        setErrors({});
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
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Novo Parceiro">
          <Field id="partner-name" label="Nome *" error={errors.name}>
            <Input id="partner-name" maxLength={100} value={form.name} onChange={set('name')} aria-invalid={errors.name ? true : undefined} />
          </Field>
          <Field id="partner-email" label="E-mail de contato *" error={errors.contact_email}>
            <Input id="partner-email" type="email" maxLength={254} value={form.contact_email} onChange={set('contact_email')} aria-invalid={errors.contact_email ? true : undefined} />
          </Field>
          <Field id="partner-website" label="Site" error={errors.website}>
            <Input id="partner-website" type="url" placeholder="https://" maxLength={300} value={form.website} onChange={set('website')} aria-invalid={errors.website ? true : undefined} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <PercentageInput id="partner-commission" label="Comissão (%)" value={form.commission_rate} onChange={setText('commission_rate')}
              error={errors.commission_rate} invalidMessage={partnerMessages.commissionInvalid} />
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
