import { maskPhone } from '@juntai/domain';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';

export interface OrganizerData {
  name: string;
  email: string;
  /** As typed, masked "(11) 99999-9999". */
  whatsapp: string;
}

export type OrganizerErrors = Partial<Record<keyof OrganizerData, string>>;

interface OrganizerStepProps {
  value: OrganizerData;
  errors: OrganizerErrors;
  onChange: (value: OrganizerData) => void;
}

/** Step 1: who organizes the group. */
export function OrganizerStep({ value, errors, onChange }: OrganizerStepProps) {
  const invalid = (key: keyof OrganizerData) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `organizer-${key}-error` } : {});
  return (
    <div className="flex flex-col gap-4">
      <Field id="organizer-name" label="Seu nome *" error={errors.name}>
        <Input id="organizer-name" name="name" autoComplete="name" required value={value.name}
          onChange={(e) => onChange({ ...value, name: e.target.value })} placeholder="Como seus amigos te chamam" {...invalid('name')} />
      </Field>
      <Field id="organizer-email" label="Seu e-mail *" error={errors.email}>
        <Input id="organizer-email" name="email" type="email" inputMode="email" autoComplete="email" required maxLength={254}
          value={value.email} onChange={(e) => onChange({ ...value, email: e.target.value })} placeholder="voce@exemplo.com" {...invalid('email')} />
      </Field>
      <Field id="organizer-whatsapp" label="Seu WhatsApp *" error={errors.whatsapp} hint="Com DDD. Os participantes podem falar com você por ele.">
        <Input id="organizer-whatsapp" name="whatsapp" type="tel" inputMode="tel" autoComplete="tel" required
          value={value.whatsapp} onChange={(e) => onChange({ ...value, whatsapp: maskPhone(e.target.value) })}
          placeholder="(11) 99999-9999" {...invalid('whatsapp')} />
      </Field>
    </div>
  );
}
