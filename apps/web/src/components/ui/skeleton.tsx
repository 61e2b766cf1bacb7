import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A grey pulsing block standing in for content that is loading. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
