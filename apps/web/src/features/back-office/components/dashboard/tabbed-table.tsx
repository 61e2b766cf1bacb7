import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { type CountTab, CountTabs } from '../shared/count-tabs.tsx';
import { DataTable } from '../shared/data-table.tsx';
import { Figure } from '../shared/figure.tsx';

interface TabbedTableProps<T extends string> {
  figures: ReadonlyArray<readonly [string, number]>;
  /** The figures' grid columns. */
  columns: string;
  note?: ReactNode;
  label: string;
  tabs: ReadonlyArray<CountTab<T>>;
  tab: T;
  onTab: (tab: T) => void;
  /** The empty state, when the chosen tab has no rows. */
  empty: ReactNode;
  caption: string;
  head: ReactNode;
  /** The chosen tab's rows. */
  children: ReactNode;
}

/** A dashboard modal's body: its figures, its tabs with their counts, and the chosen tab's rows in a table. */
export function TabbedTable<T extends string>({ figures, columns, note, label, tabs, tab, onTab, empty, caption, head, children }: TabbedTableProps<T>) {
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
