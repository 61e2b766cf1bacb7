import type { ReactNode } from 'react';

/** A panel page's title and intro, with its actions (if any) beside them from `sm` and under them on phones. */
export function PageHeading({ title, intro, children }: { title: ReactNode; intro: ReactNode; children?: ReactNode }) {
  const heading = (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600">{intro}</p>
    </div>
  );
  return children ? <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">{heading}{children}</div> : heading;
}
