import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useFunnel } from '../../api/metrics.ts';
import { funnelSteps } from './funnel-steps.ts';

// The chart is only the panel's: its code loads with this section, never with the rest of the app.
const FunnelChart = lazy(() => import('./funnel-chart.tsx'));

/** '30 dias': the button's funnel, views → clicks → groups created → completed → revenue, with the rates and a chart by day. */
export function FunnelSection() {
  const funnel = useFunnel();
  return (
    <section aria-labelledby="funnel-title" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid="funnel">
      <div>
        <h2 id="funnel-title" className="text-lg font-semibold text-slate-900">Funil do botão — 30 dias</h2>
        <p className="text-sm text-slate-600">Do botão exibido no seu site até a receita dos grupos concluídos.</p>
      </div>
      {funnel.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {funnel.isError ? <p className="text-sm text-slate-600">Não foi possível carregar o funil agora.</p> : null}
      {funnel.data ? (
        <>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Etapas do funil">
            {funnelSteps(funnel.data).map((step) => (
              <li key={step.id} className="rounded-lg bg-slate-50 p-3" data-testid={`funnel-${step.id}`}>
                <p className="text-xs text-slate-600">{step.label}</p>
                <p className="text-xl font-bold text-slate-900" data-testid={`funnel-${step.id}-value`}>{step.value}</p>
                {step.rate ? <p className="text-xs text-slate-700" data-testid={`funnel-${step.id}-rate`}>{step.rate} da etapa anterior</p> : null}
              </li>
            ))}
          </ol>
          <Suspense fallback={<Skeleton className="h-40 w-full" />}>
            <FunnelChart days={funnel.data.days} />
          </Suspense>
        </>
      ) : null}
    </section>
  );
}
