import type { InstallmentOption } from '@juntai/domain';
import { ShieldCheck } from 'lucide-react';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { InstallmentSelect } from './installment-select.tsx';

interface CardFieldsProps {
  options: InstallmentOption[];
  installments: number;
  onInstallmentsChange: (count: number) => void;
}

/**
 * Installments and the card's fields. The payment is simulated, so the card fields are disabled
 * placeholders: no card data is ever typed into, or sent by, this page.
 */
export function CardFields({ options, installments, onInstallmentsChange }: CardFieldsProps) {
  return (
    <div className="flex flex-col gap-3">
      <InstallmentSelect options={options} installments={installments} onInstallmentsChange={onInstallmentsChange} />
      <fieldset className="flex flex-col gap-3" disabled aria-describedby="card-simulated-note">
        <legend className="sr-only">Dados do cartão (desativados: pagamento simulado)</legend>
        <Field id="card-number" label="Número do cartão">
          <Input id="card-number" placeholder="0000 0000 0000 0000" inputMode="numeric" disabled />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="card-expiry" label="Validade">
            <Input id="card-expiry" placeholder="MM/AA" disabled />
          </Field>
          <Field id="card-cvv" label="CVV">
            <Input id="card-cvv" placeholder="123" disabled />
          </Field>
        </div>
      </fieldset>
      <p id="card-simulated-note" className="flex items-start gap-2 text-xs text-slate-600">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        Pagamento simulado: nenhum dado de cartão é pedido nem enviado. Em produção, o pagamento com cartão é processado pelo Mercado Pago.
      </p>
    </div>
  );
}
