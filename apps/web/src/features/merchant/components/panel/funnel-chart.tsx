import type { Funnel } from '@juntai/contract';

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 4;

const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/**
 * The funnel by day, hand-drawn in SVG (no chart library): views as bars, groups created as a line.
 * Loaded on its own (React.lazy) so only the panel downloads it. The figures are also in a table.
 */
export default function FunnelChart({ days }: { days: Funnel['days'] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.views, d.clicks, d.groups_created)));
  const step = (WIDTH - PAD * 2) / Math.max(1, days.length);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - PAD * 2);
  const line = days.map((d, i) => `${PAD + step * i + step / 2},${y(d.groups_created)}`).join(' ');
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const summary = `Gráfico por dia de ${days.length} dias: ${total} exibições do botão no total, no máximo ${max} num dia.`;
  return (
    <figure className="flex flex-col gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-40 w-full" role="img" aria-label={summary} preserveAspectRatio="none" data-testid="funnel-chart">
        {days.map((d, i) => (
          <rect key={d.date} x={PAD + step * i + step * 0.15} width={step * 0.7} y={y(d.views)} height={HEIGHT - PAD - y(d.views)} rx={2} className="fill-brand-100" />
        ))}
        {days.map((d, i) => (
          <rect key={`c-${d.date}`} x={PAD + step * i + step * 0.3} width={step * 0.4} y={y(d.clicks)} height={HEIGHT - PAD - y(d.clicks)} rx={1} className="fill-brand-600" />
        ))}
        <polyline points={line} fill="none" strokeWidth={2} className="stroke-amber-500" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span><span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-brand-100" />Exibições</span>
        <span><span aria-hidden="true" className="mr-1 inline-block h-2.5 w-2.5 rounded-sm bg-brand-600" />Cliques</span>
        <span><span aria-hidden="true" className="mr-1 inline-block h-0.5 w-3 bg-amber-500 align-middle" />Grupos criados</span>
      </figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Ver os números por dia</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left text-xs" data-testid="funnel-table">
            <caption className="sr-only">Funil por dia</caption>
            <thead><tr className="text-slate-600"><th scope="col">Dia</th><th scope="col">Exibições</th><th scope="col">Cliques</th><th scope="col">Grupos criados</th><th scope="col">Concluídos</th></tr></thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date} className="border-t border-slate-100"><th scope="row" className="font-normal">{dayLabel(d.date)}</th><td>{d.views}</td><td>{d.clicks}</td><td>{d.groups_created}</td><td>{d.groups_completed}</td></tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
