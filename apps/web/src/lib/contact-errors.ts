import { groupMessages } from '@juntai/contract/plain';
import { isNameTooLong, isValidEmail, nameTooLongMessage, phoneProblem } from '@juntai/domain';

/** Who a form is about (the organizer creating a group, a payer): the WhatsApp as typed, masked "(11) 99999-9999". */
export interface Contact {
  name: string;
  email: string;
  whatsapp: string;
}

export type ContactErrors = Partial<Record<keyof Contact, string>>;

/** Each field's problem, shown beside it; an empty field says what `required` gives for it. */
export function contactErrors(contact: Contact, required: Record<keyof Contact, string>): ContactErrors {
  const errors: ContactErrors = {};
  if (!contact.name.trim()) errors.name = required.name;
  else if (isNameTooLong(contact.name)) errors.name = nameTooLongMessage;
  if (!contact.email.trim()) errors.email = required.email;
  else if (!isValidEmail(contact.email)) errors.email = groupMessages.invalidEmail;
  const whatsapp = contact.whatsapp.trim() ? phoneProblem(contact.whatsapp) : required.whatsapp;
  if (whatsapp) errors.whatsapp = whatsapp;
  return errors;
}

/** The one message a toast says for those problems: the spec's summary when a field is empty, else the first one. */
export function contactProblem(contact: Contact, errors: ContactErrors): string | undefined {
  const first = errors.name ?? errors.email ?? errors.whatsapp;
  return first && Object.values(contact).some((value) => !value.trim()) ? groupMessages.required : first;
}
