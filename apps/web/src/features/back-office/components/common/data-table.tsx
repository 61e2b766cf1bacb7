import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '../../../../lib/cn.ts';

/**
 * A table that scrolls sideways inside its own box on a phone, with a caption for screen readers.
 * `wrap` lets long headers wrap on wide screens instead of scrolling.
 */
export function DataTable({ caption, children, className, wrap = false }: { caption: string; children: ReactNode; className?: string; wrap?: boolean }) {
  return (
    <div className={cn('relative overflow-x-auto rounded-xl border border-slate-200 bg-white', className)} tabIndex={0} role="region" aria-label={caption}>
      <table className={cn('w-full border-collapse text-left text-sm', wrap ? 'min-w-[36rem]' : 'min-w-max')}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={cn('border-b border-slate-200 bg-slate-50 px-3 py-2.5 text-xs font-semibold tracking-wide text-slate-600 uppercase', className)} {...props} />;
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('border-b border-slate-100 px-3 py-2.5 align-middle text-slate-800', className)} {...props} />;
}


/** The empty state of a list: an icon, a sentence and maybe an action. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
      <span aria-hidden="true" className="text-slate-400">{icon}</span>
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {children}
    </div>
  );
}
