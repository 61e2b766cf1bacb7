import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn.ts';

/** One figure on a grey tile, inside a <dl>: its name over its value. */
export function Figure({ label, children, className, valueClassName = 'text-xl font-bold' }: { label: string; children: ReactNode; className?: string; valueClassName?: string }) {
  return (
    <div className={cn('rounded-lg bg-slate-50 p-3', className)}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('text-slate-900', valueClassName)}>{children}</dd>
    </div>
  );
}
