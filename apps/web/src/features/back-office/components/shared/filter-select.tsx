import { Field } from '../../../../components/ui/field.tsx';
import { NativeSelect } from '../../../../components/ui/native-select.tsx';

/** A list's filter: a labelled select of [value, label] options ('' is "all"). */
export function FilterSelect<T extends string>({ id, label, value, onChange, options }: {
  id: string; label: string; value: T; onChange: (value: T) => void; options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </NativeSelect>
    </Field>
  );
}
