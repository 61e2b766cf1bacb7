import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';

interface CountTabsProps<T extends string> {
  /** Each tab's label, and its count. */
  tabs: Record<T, string>;
  count: (tab: T) => number;
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** The chosen tab's panel. */
  children: ReactNode;
}

/** Tabs with their counts ('Ativos 3'), keyboard-navigable (Radix Tabs), over the chosen tab's panel. */
export function CountTabs<T extends string>({ tabs, count, label, value, onChange, children }: CountTabsProps<T>) {
  return (
    <Tabs.Root value={value} onValueChange={(next) => onChange(next as T)} className="flex flex-col gap-3">
      <Tabs.List aria-label={label} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
        {(Object.entries(tabs) as Array<[T, string]>).map(([tab, text]) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className={cn(
              'inline-flex h-9 flex-1 shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium whitespace-nowrap text-slate-700',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
            )}
          >
            {text}
            <span className="rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-slate-800">{count(tab)}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="focus-visible:outline-none">{children}</Tabs.Content>
    </Tabs.Root>
  );
}
