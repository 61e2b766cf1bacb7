import type { InstallmentOption } from '@juntai/domain';
import { formatBRL } from '@juntai/domain';
import { Field } from '../../../components/ui/field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

/** Each plan says what it costs in all, so a payer compares totals, not only instalments. */
export function installmentLabel(option: InstallmentOption): string {
  return option.interestFree
    ? `${option.count}x de ${formatBRL(option.amount)} (sem juros)`
    : `${option.count}x de ${formatBRL(option.amount)} (total ${formatBRL(option.total)}, com juros)`;
}

interface InstallmentSelectProps {
  options: InstallmentOption[];
  installments: number;
  onInstallmentsChange: (count: number) => void;
  /** Shown instead of the plans while there are none yet (the provider quotes them once the card is typed). */
  placeholder?: string | undefined;
  error?: string | undefined;
}

/** "Parcelas": the plans on offer, with the chosen plan's total under it. */
export function InstallmentSelect({ options, installments, onInstallmentsChange, placeholder, error }: InstallmentSelectProps) {
  const chosen = options.find((option) => option.count === installments) ?? options[0];
  const empty = options.length === 0;
  return (
    <Field id="installments" label="Parcelas" error={error}
      hint={chosen && chosen.count > 1 ? `Total no cartão: ${formatBRL(chosen.total)}` : undefined}>
      <NativeSelect id="installments" name="installments" value={empty ? '' : String(installments)} disabled={empty}
        onChange={(e) => onInstallmentsChange(Number(e.target.value))}>
        {empty ? <option value="">{placeholder}</option> : null}
        {options.map((option) => <option key={option.count} value={option.count}>{installmentLabel(option)}</option>)}
      </NativeSelect>
    </Field>
  );
}
