import { Field } from './field.tsx';
import { NativeSelect } from './native-select.tsx';

/** A labelled select of [value, label] options, with its error underneath (Field). */
export function SelectField<T extends string>({ id, label, value, onChange, options, error }: {
  id: string; label: string; value: T; onChange: (value: T) => void; options: ReadonlyArray<readonly [string, string]>; error?: string | undefined;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </NativeSelect>
    </Field>
  );
}
