import { merchantMessages } from '@juntai/contract/plain';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { BUTTON_TEXT_MAX } from '../../lib/button-look.ts';

/** The button's text, at most 50 characters (spec §5), with a live counter. */
export function ButtonTextField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const empty = value.trim().length === 0;
  return (
    <Field
      id={id}
      label="Texto do botão"
      error={empty ? merchantMessages.buttonTextRequired : undefined}
      hint={<span id={`${id}-count`} aria-live="polite">{value.length}/{BUTTON_TEXT_MAX} caracteres</span>}
    >
      <Input
        id={id} value={value} maxLength={BUTTON_TEXT_MAX} onChange={(e) => onChange(e.target.value)} autoComplete="off"
        aria-invalid={empty ? true : undefined} aria-describedby={empty ? `${id}-error` : `${id}-count`}
      />
    </Field>
  );
}
