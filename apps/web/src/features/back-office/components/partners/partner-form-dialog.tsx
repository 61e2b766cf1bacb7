import { partnerMessages, partnerStatuses, partnerStatusLabels, partnerTypes, partnerTypeLabels } from '@juntai/contract';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { PercentageInput } from '../../../../components/ui/percentage-input.tsx';
import { Textarea } from '../../../../components/ui/textarea.tsx';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { type Partner, useSavePartner } from '../../api/partners.ts';
import { EMPTY_PARTNER, partnerFormValues, readPartnerForm } from '../../lib/partner-form.ts';
import { SaveFormDialog } from '../common/save-form-dialog.tsx';

/** 'Novo Parceiro' (spec §5, §7) and its edit: one form; new partners start pending, an edit may also set the status. */
export function PartnerFormDialog({ partner, open, onOpenChange }: { partner: Partner | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const editing = partner !== null;
  const { values: form, errors, set, input, submit, reset } = useCheckedForm(EMPTY_PARTNER, (values) => readPartnerForm(values, editing));
  const save = useSavePartner();
  const title = editing ? `Editar ${partner.name}` : 'Novo Parceiro';

  return (
    <SaveFormDialog record={partner} open={open} onOpenChange={onOpenChange} size="lg" title={title} save={save} submit={submit}
      onOpen={() => reset(partner ? partnerFormValues(partner) : EMPTY_PARTNER)}
      words={{ created: partnerMessages.created, updated: partnerMessages.updated, createFailed: 'Erro ao criar parceiro', updateFailed: 'Erro ao salvar parceiro', createButton: 'Criar Parceiro' }}>
      <Field id="partner-name" label="Nome *" error={errors.name}>
        <Input id="partner-name" maxLength={100} value={form.name} onChange={input('name')} />
      </Field>
      <Field id="partner-email" label="E-mail de contato *" error={errors.contact_email}>
        <Input id="partner-email" type="email" inputMode="email" maxLength={254} value={form.contact_email} onChange={input('contact_email')} />
      </Field>
      <Field id="partner-website" label="Site" error={errors.website}>
        <Input id="partner-website" type="url" inputMode="url" placeholder="https://" maxLength={300} value={form.website} onChange={input('website')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <PercentageInput id="partner-commission" label="Comissão (%)" value={form.commission_rate} onChange={set('commission_rate')}
          error={errors.commission_rate} invalidMessage={partnerMessages.commissionInvalid} />
        <SelectField id="partner-type" label="Tipo" value={form.type} onChange={set('type')} options={partnerTypes.map((type) => [type, partnerTypeLabels[type]] as const)} />
      </div>
      {editing ? (
        <SelectField id="partner-status" label="Status" value={form.status} onChange={set('status')}
          options={partnerStatuses.map((status) => [status, partnerStatusLabels[status]] as const)} />
      ) : null}
      <Field id="partner-categories" label="Categorias" hint="Separadas por vírgula">
        <Input id="partner-categories" maxLength={1000} value={form.categories} onChange={input('categories')} />
      </Field>
      <Field id="partner-description" label="Descrição">
        <Textarea id="partner-description" rows={3} maxLength={1000} value={form.description} onChange={input('description')} />
      </Field>
    </SaveFormDialog>
  );
}
