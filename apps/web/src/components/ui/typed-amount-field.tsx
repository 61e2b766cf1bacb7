import { type ReactNode, useState } from 'react';
import type { TypedAmount } from '@juntai/domain';
import { cn } from '../../lib/cn.ts';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

export interface TypedAmountFieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The text as typed; the form keeps it and reads it on submit (lib/typed-amounts.ts). */
  value: string;
  onChange: (text: string) => void;
  /** The form's own message for this field, after a submit (the contract's detail). */
  error?: string | undefined;
  /** Shown when the person leaves the field with text that reads as no amount: the field's contract detail. */
  invalidMessage: string;
  placeholder?: string;
  disabled?: boolean;
}

interface Reading<T> {
  read: (text: string) => TypedAmount<T>;
  format: (value: T) => string;
  /** "R$" before the text or "%" after it: shown, not typed, and not read aloud (the label says it). */
  prefix?: string;
  suffix?: string;
}

/**
 * The one behaviour of MoneyInput and PercentageInput: the text stays as typed while editing and is
 * rewritten the pt-BR way on blur when it reads as an amount; text that does not is told under the
 * field at once. No browser validation: type=text with a decimal keyboard, so no locale of the
 * browser can drop a comma (which once sold a product typed as "499,90" for R$ 49.990,00).
 */
export function TypedAmountField<T>({ id, label, hint, value, onChange, error, invalidMessage, placeholder, disabled, read, format, prefix, suffix }: TypedAmountFieldProps & Reading<T>) {
  const [unreadable, setUnreadable] = useState(false);
  const shown = error ?? (unreadable ? invalidMessage : undefined);

  const blur = () => {
    const parsed = read(value);
    setUnreadable(!parsed.ok && parsed.problem !== 'empty');
    if (parsed.ok) {
      const formatted = format(parsed.value);
      if (formatted !== value) onChange(formatted);
    }
  };

  return (
    <Field id={id} label={label} hint={hint} error={shown}>
      <div className="relative">
        {prefix ? <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">{prefix}</span> : null}
        <Input id={id} type="text" inputMode="decimal" autoComplete="off" value={value} placeholder={placeholder} disabled={disabled}
          onChange={(e) => { setUnreadable(false); onChange(e.target.value); }} onBlur={blur}
          className={cn(prefix && 'pl-10', suffix && 'pr-9')} />
        {suffix ? <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500">{suffix}</span> : null}
      </div>
    </Field>
  );
}
