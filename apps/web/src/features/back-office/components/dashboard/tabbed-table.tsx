import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { type CountTab, CountTabs } from '../common/count-tabs.tsx';
import { DataTable } from '../common/data-table.tsx';
import { Figure } from '../common/figure.tsx';

/**
 * A dashboard modal's body: its figures (`columns` their grid), its tabs with their counts, and the
 * chosen tab's rows (`children`) in a table, or `empty` when it has none.
 */
export function TabbedTable<T extends string>({ figures, columns, note, label, tabs, tab, onTab, empty, caption, head, children }: {
  figures: ReadonlyArray<readonly [string, number]>; columns: string; note?: ReactNode; label: string; tabs: ReadonlyArray<CountTab<T>>;
  tab: T; onTab: (tab: T) => void; empty: ReactNode; caption: string; head: ReactNode; children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4">
      <dl className={cn('grid gap-2', columns)}>
        {figures.map(([name, value]) => <Figure key={name} label={name} className="text-center">{value}</Figure>)}
      </dl>
      {note}
      <CountTabs<T> label={label} value={tab} onChange={onTab} tabs={tabs}>
        {empty ?? (
          <DataTable caption={caption}>
            <thead><tr>{head}</tr></thead>
            <tbody>{children}</tbody>
          </DataTable>
        )}
      </CountTabs>
    </div>
  );
}
