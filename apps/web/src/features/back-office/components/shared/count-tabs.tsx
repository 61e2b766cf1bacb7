import * as Tabs from '@radix-ui/react-tabs';
import { cn } from '../../../../lib/cn.ts';

export interface CountTab<T extends string> { value: T; label: string; count: number }

/** Tabs with their counts ('Ativos 3'), keyboard-navigable (Radix Tabs); the panels are the caller's. */
export function CountTabsList<T extends string>({ tabs, label }: { tabs: ReadonlyArray<CountTab<T>>; label: string }) {
  return (
    <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.value}
          value={tab.value}
          className={cn(
            'inline-flex h-9 flex-1 shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
            'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
          )}
        >
          {tab.label}
          <span className="rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-800">{tab.count}</span>
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
