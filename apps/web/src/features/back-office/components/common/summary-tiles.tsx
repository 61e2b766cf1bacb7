import type { ReactNode } from 'react';

/** A list's summary under it: each figure on its own white tile. */
export function SummaryTiles({ label, figures, valueClassName }: { label: string; figures: ReadonlyArray<readonly [string, ReactNode]>; valueClassName: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map(([name, value]) => (
        <div key={name} className="rounded-xl border border-slate-200 bg-white p-3 text-center shadow-sm">
          <dt className="text-xs text-slate-600">{name}</dt>
          <dd className={`${valueClassName} font-bold text-slate-900`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
