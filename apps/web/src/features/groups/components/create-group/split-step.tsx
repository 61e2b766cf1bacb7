import { formatBRL, type QuotaPlan, SERVICE_FEE_PERCENT } from '@juntai/domain';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';

interface SplitStepProps {
  quotasText: string;
  error: string | undefined;
  plan: QuotaPlan;
  /** The sizes this product is sold in (domain allowedGroupSizes). */
  sizes: { min: number; max: number };
  onQuotasTextChange: (text: string) => void;
  onQuotasBlur: () => void;
}

/** Step 2: how many people split the price plus the service fee. */
export function SplitStep({ quotasText, error, plan, sizes, onQuotasTextChange, onQuotasBlur }: SplitStepProps) {
  const first = plan.quotas[0];
  const last = plan.quotas[plan.quotas.length - 1];
  const uneven = first && last && first.amount !== last.amount;
  return (
    <div className="flex flex-col gap-4">
      <Field id="number-of-quotas" label="Número de cotas (pessoas)" error={error} hint={`De ${sizes.min} a ${sizes.max} pessoas, incluindo você.`}>
        <Input id="number-of-quotas" name="number_of_quotas" type="number" inputMode="numeric" min={sizes.min} max={sizes.max} step={1}
          value={quotasText} onChange={(e) => onQuotasTextChange(e.target.value)} onBlur={onQuotasBlur} />
      </Field>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm" aria-label="Divisão do valor">
        <dt className="text-slate-600">Preço do produto</dt>
        <dd className="text-right font-medium">{formatBRL(plan.price)}</dd>
        <dt className="text-slate-600">Taxa de serviço ({SERVICE_FEE_PERCENT}%)</dt>
        <dd className="text-right font-medium">{formatBRL(plan.fee)}</dd>
        <dt className="border-t border-slate-200 pt-2 text-slate-600">Total a dividir</dt>
        <dd className="border-t border-slate-200 pt-2 text-right font-medium">{formatBRL(plan.total)}</dd>
        <dt className="font-semibold text-slate-900">Valor por pessoa</dt>
        <dd className="text-right text-lg font-bold text-brand-700" data-testid="per-person-value">{first ? formatBRL(first.amount) : '—'}</dd>
      </dl>
      {uneven ? (
        <p className="text-xs text-slate-500">
          Para fechar o total exato, algumas cotas ficam 1 centavo menores ({formatBRL(last.amount)}).
        </p>
      ) : null}
    </div>
  );
}
