import type { MerchantMetrics } from '@juntai/contract';
import { rescuedGroupsDefinitions } from '@juntai/contract/plain';

const ITEMS = [
  { key: 'completed_groups', label: 'Concluídos', tone: 'text-blue-800' },
  { key: 'active_groups', label: 'Ativos', tone: 'text-emerald-800' },
  { key: 'expired_groups', label: 'Expirados', tone: 'text-red-800' },
  { key: 'rescued_groups_30d', label: 'Resgatados (30 dias)', tone: 'text-amber-800' },
] as const;

/** The store's groups by status, and those rescued in the last 30 days with its definition ('–' while loading). */
export function GroupSummary({ metrics }: { metrics: MerchantMetrics | undefined }) {
  return (
    <section aria-labelledby="group-summary-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="group-summary-title" className="font-semibold text-slate-900">Resumo dos Grupos</h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {ITEMS.map(({ key, label, tone }) => (
          <div key={key} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600 sm:text-sm">{label}</dt>
            <dd className={`text-2xl font-bold ${tone}`} data-testid={`summary-${key}`}>{metrics ? metrics[key] : '–'}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600" data-testid="rescued-definition">
        <strong className="font-semibold">Resgatados:</strong> {rescuedGroupsDefinitions.merchant}
      </p>
    </section>
  );
}
