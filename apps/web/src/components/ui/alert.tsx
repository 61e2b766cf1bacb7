import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

const tones = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
} as const;

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  tone?: keyof typeof tones;
  icon?: ReactNode;
}

/** A coloured notice box. Give it role="status" or role="alert" when it appears as a result of an action. */
export function Alert({ tone = 'info', icon, className, children, ...props }: AlertProps) {
  return (
    <div className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', tones[tone], className)} {...props}>
      {icon ? <span aria-hidden="true" className="mt-0.5 shrink-0">{icon}</span> : null}
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
