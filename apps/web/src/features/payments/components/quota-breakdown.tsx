import type { Group } from '@juntai/contract';
import { SERVICE_FEE_PERCENT } from '@juntai/domain';
import { formatReais } from '../../../lib/format.ts';

/** What one quota pays: the product's part plus the service fee's part. */
export function QuotaBreakdown({ group }: { group: Group }) {
  return (
    <div className="rounded-lg bg-brand-50 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <span className="text-sm font-medium text-brand-800">Valor da sua cota</span>
        <span className="text-xl font-bold whitespace-nowrap text-brand-800 sm:text-2xl" data-testid="payment-quota-value">{formatReais(group.quota_value)}</span>
      </div>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm text-slate-700">
        <dt>Parte do produto</dt>
        <dd className="text-right">{formatReais(group.quota_product_part)}</dd>
        <dt>Taxa de serviço ({SERVICE_FEE_PERCENT}%)</dt>
        <dd className="text-right">{formatReais(group.quota_service_part)}</dd>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{group.product_name} · {group.number_of_quotas} cotas</p>
    </div>
  );
}
