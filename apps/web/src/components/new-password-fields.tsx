import { PASSWORD_MIN_LENGTH } from '@juntai/contract/plain';
import { Field } from './ui/field.tsx';
import { Input } from './ui/input.tsx';

/** One of the two typed passwords: its text, its change handler (useCheckedForm's `input`) and its message. */
export interface TypedPassword {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string | undefined;
}

/**
 * A new password and its confirmation, as every account form asks them (the first operator's setup,
 * a merchant's invitation, both password resets): the minimum length as the hint, both offered to the
 * browser's password manager as a new password, and each message tied to its input for screen readers.
 * `replacing` words them for a reset ("Nova senha").
 */
export function NewPasswordFields({ idPrefix, replacing = false, password, confirm, disabled }: {
  idPrefix: string; replacing?: boolean; password: TypedPassword; confirm: TypedPassword; disabled?: boolean;
}) {
  const fields = [
    { id: `${idPrefix}-password`, label: replacing ? 'Nova senha' : 'Senha', hint: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, typed: password },
    { id: `${idPrefix}-confirm`, label: replacing ? 'Confirme a nova senha' : 'Confirme a senha', hint: undefined, typed: confirm },
  ];
  return fields.map(({ id, label, hint, typed }) => (
    <Field key={id} id={id} label={label} hint={hint} error={typed.error}>
      <Input id={id} type="password" autoComplete="new-password" value={typed.value} onChange={typed.onChange} disabled={disabled} />
    </Field>
  ));
}
