import type { MerchantMetrics } from '@juntai/contract';
import type { MerchantAccount } from '../../api/account.ts';
import { ActionCards } from './action-cards.tsx';
import { FunnelSection } from './funnel-section.tsx';
import { GroupSummary } from './group-summary.tsx';
import { MerchantHeader } from './merchant-header.tsx';
import { MetricCards } from './metric-cards.tsx';

/** The active panel (spec §2): indicator, store, figures, the button's funnel, actions and the group summary. */
export function PanelView({ account, metrics }: { account: MerchantAccount | null; metrics: MerchantMetrics | undefined }) {
  return (
    <div className="min-h-screen">
      <MerchantHeader signedIn={Boolean(account)} />
      <main className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Painel do Lojista</h1>
            {account ? <p className="mt-1 text-slate-600">Loja: <strong className="text-slate-900" data-testid="store-name">{account.store.store_name}</strong></p> : null}
          </div>
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-emerald-600" />
            Plugin Ativo
          </p>
        </div>
        <MetricCards metrics={metrics} />
        {account ? <FunnelSection /> : null}
        <ActionCards />
        <GroupSummary metrics={metrics} />
      </main>
    </div>
  );
}
