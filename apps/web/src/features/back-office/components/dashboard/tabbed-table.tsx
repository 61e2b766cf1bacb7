import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { CountTabs } from '../common/count-tabs.tsx';
import { DataTable } from '../common/data-table.tsx';
import { Figure } from '../common/figure.tsx';
import { WideDialog } from '../common/wide-dialog.tsx';

/**
 * A dashboard modal with a table: its figures (`columns` their grid), its tabs (`tabs` their labels,
 * `count` their counts), and the chosen tab's rows (`children`) in a table, or `empty` when it has none.
 */
export function TabbedTable<T extends string>({ figures, columns, note, label, tabs, count, tab, onTab, empty, caption, head, children, ...dialog }: {
  figures: ReadonlyArray<readonly [string, number]>; columns: string; note?: ReactNode; label: string; tabs: Record<T, string>; count: (tab: T) => number;
  tab: T; onTab: (tab: T) => void; empty: ReactNode; caption: string; head: ReactNode; children: ReactNode;
} & Omit<ComponentProps<typeof WideDialog>, 'children'>) {
  return (
    <WideDialog {...dialog}>
      <div className="flex flex-col gap-4">
        <dl className={cn('grid gap-2', columns)}>
          {figures.map(([name, value]) => <Figure key={name} label={name} className="text-center">{value}</Figure>)}
        </dl>
        {note}
        <CountTabs<T> label={label} value={tab} onChange={onTab} tabs={tabs} count={count}>
          {empty ?? (
            <DataTable caption={caption}>
              <thead><tr>{head}</tr></thead>
              <tbody>{children}</tbody>
            </DataTable>
          )}
        </CountTabs>
      </div>
    </WideDialog>
  );
}
