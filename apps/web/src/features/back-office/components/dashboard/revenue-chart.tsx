import { formatReais } from '../../../../lib/format.ts';
import { barHeight, niceScale } from '../../lib/chart-scale.ts';
import { chronological, type HistoryRow } from '../../lib/history.ts';

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 72;
const BOTTOM = 28;
const TOP = 8;

const compact = new Intl.NumberFormat('pt-BR', { notation: 'compact', style: 'currency', currency: 'BRL', maximumFractionDigits: 1 });
/** Axis labels: 'R$ 1,5 mil' for large values, plain 'R$ 0,25' for small ones. */
const axisLabel = (value: number) => (value >= 1000 ? compact.format(value).replace(/\u00a0/g, ' ') : formatReais(value));
const shortMonth = (month: string) => {
  const [y, m] = month.split('-');
  return `${m}/${y?.slice(2)}`;
};

/**
 * The 12-month revenue as SVG bars: no chart library, and loaded only when the revenue report opens
 * (React.lazy), so it never weighs on another screen. The table next to it carries the same figures
 * for screen readers; the chart is one labelled image.
 */
export default function RevenueChart({ history }: { history: readonly HistoryRow[] }) {
  const rows = chronological(history);
  const scale = niceScale(rows.map((r) => r.revenue));
  const plotH = HEIGHT - BOTTOM - TOP;
  const slot = (WIDTH - LEFT) / Math.max(1, rows.length);
  const barW = Math.max(4, slot * 0.6);
  const summary = rows.map((r) => `${r.label}: ${formatReais(r.revenue)}`).join('; ');

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={`Faturamento mensal dos últimos ${rows.length} meses. ${summary}`} data-testid="revenue-chart">
      {scale.steps.map((step) => {
        const y = TOP + plotH - barHeight(step, scale.max, plotH);
        return (
          <g key={step}>
            <line x1={LEFT} x2={WIDTH} y1={y} y2={y} stroke="#e2e8f0" />
            <text x={LEFT - 6} y={y + 4} textAnchor="end" fontSize="11" fill="#475569">{axisLabel(step)}</text>
          </g>
        );
      })}
      {rows.every((r) => r.revenue === 0) ? (
        <text x={LEFT + (WIDTH - LEFT) / 2} y={TOP + plotH / 2} textAnchor="middle" fontSize="13" fill="#475569">Nenhum faturamento nestes 12 meses</text>
      ) : null}
      {rows.map((row, i) => {
        const h = barHeight(row.revenue, scale.max, plotH);
        const x = LEFT + i * slot + (slot - barW) / 2;
        return (
          <g key={row.month}>
            <rect x={x} y={TOP + plotH - h} width={barW} height={h} rx="3" fill="#047857">
              <title>{`${row.label}: ${formatReais(row.revenue)}`}</title>
            </rect>
            <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#475569">{shortMonth(row.month)}</text>
          </g>
        );
      })}
    </svg>
  );
}
