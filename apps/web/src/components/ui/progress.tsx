import { cn } from '../../lib/cn.ts';

/** A progress bar (0–100, capped), announced to screen readers with its label. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const capped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={capped}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}>
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${capped}%` }} />
    </div>
  );
}
