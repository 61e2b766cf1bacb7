import { type Partner, type UpdatePartnerRequest, updatePartnerRequestSchema } from '@juntai/contract';
import { checkBody, type FormReading } from '../../../lib/checked-form.ts';
import { percentOfText, textOfPercent } from '../../../lib/typed-amounts.ts';

export type PartnerFormValues = Record<'name' | 'contact_email' | 'website' | 'commission_rate' | 'description' | 'categories', string>
  & { type: Partner['type']; status: Partner['status'] };

/** A new partner: the spec's default commission, 5.0 %, written as the field writes it. Its status is the server's ('pending'). */
export const EMPTY_PARTNER: PartnerFormValues = {
  name: '', contact_email: '', website: '', commission_rate: '5', description: '', categories: '', type: 'marketplace', status: 'pending',
};

export const partnerFormValues = (p: Partner): PartnerFormValues => ({
  name: p.name, contact_email: p.contact_email, website: p.website ?? '', commission_rate: textOfPercent(p.commission_rate),
  description: p.description ?? '', categories: p.categories.join(', '), type: p.type, status: p.status,
});

/**
 * The partner form's text as the API's body, checked by the contract's own rules and words before the
 * call (the server checks them again). The status goes only on an edit: a new partner has none (spec §5).
 */
export function readPartnerForm(values: PartnerFormValues, editing: boolean): FormReading<UpdatePartnerRequest, keyof UpdatePartnerRequest> {
  const body: UpdatePartnerRequest = {
    name: values.name, contact_email: values.contact_email, website: values.website.trim() || null, commission_rate: percentOfText(values.commission_rate),
    description: values.description, categories: values.categories, type: values.type, ...(editing ? { status: values.status } : {}),
  };
  return checkBody(updatePartnerRequestSchema, body);
}
