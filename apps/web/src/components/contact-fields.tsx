import { maskPhone } from '@juntai/domain';
import type { ReactNode } from 'react';
import type { Contact, ContactErrors } from '../lib/contact-errors.ts';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';

interface ContactFieldsProps {
  /** The fields' ids are `${idPrefix}-name`, `-email`, `-whatsapp`. */
  idPrefix: string;
  labels: Record<keyof Contact, string>;
  value: Contact;
  errors: ContactErrors;
  onChange: (value: Contact) => void;
  namePlaceholder?: string;
  whatsappHint?: string;
  /** A name chosen from the group's list: shown, not edited. */
  nameReadOnly?: boolean;
  /** What stands under the name (the payment form's 'Escolher outro nome'). */
  afterName?: ReactNode;
}

/** Name, e-mail and WhatsApp of whoever the form is about, each with its problem beside it. */
export function ContactFields({ idPrefix, labels, value, errors, onChange, namePlaceholder, whatsappHint, nameReadOnly, afterName }: ContactFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-name`} label={labels.name} error={errors.name}>
        <Input id={`${idPrefix}-name`} name="name" autoComplete="name" required value={value.name} placeholder={namePlaceholder}
          readOnly={nameReadOnly} className={nameReadOnly ? 'bg-slate-50' : undefined}
          onChange={(e) => onChange({ ...value, name: e.target.value })} />
      </Field>
      {afterName}
      <Field id={`${idPrefix}-email`} label={labels.email} error={errors.email}>
        <Input id={`${idPrefix}-email`} name="email" type="email" inputMode="email" autoComplete="email" maxLength={254} required
          value={value.email} onChange={(e) => onChange({ ...value, email: e.target.value })} placeholder="voce@exemplo.com" />
      </Field>
      <Field id={`${idPrefix}-whatsapp`} label={labels.whatsapp} error={errors.whatsapp} hint={whatsappHint}>
        <Input id={`${idPrefix}-whatsapp`} name="whatsapp" type="tel" inputMode="tel" autoComplete="tel" required
          value={value.whatsapp} onChange={(e) => onChange({ ...value, whatsapp: maskPhone(e.target.value) })}
          placeholder="(11) 99999-9999" />
      </Field>
    </>
  );
}
