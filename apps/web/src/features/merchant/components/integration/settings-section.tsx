import type { ReactNode } from 'react';

/** One section of /admin/settings under the button editor: a titled card the page's outline lists. */
export function SettingsSection({ id, title, description, actions, children }: {
  id: string; title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid={id}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">{title}</h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A section's list: its failure (when `failed`), a sentence when it is empty, else the rows. */
export function SectionList<T extends { id: number }>({ items, failed, label, failure, empty, row }: {
  items: T[] | undefined; failed: boolean; label: string; failure: string; empty: string; row: (item: T) => ReactNode;
}) {
  return (
    <>
      {failed ? <p className="text-sm text-red-700" role="alert">{failure}</p> : null}
      {items?.length === 0 ? <p className="text-sm text-slate-600">{empty}</p> : null}
      {items?.length ? <ul className="flex flex-col gap-2" aria-label={label}>{items.map((item) => <li key={item.id}>{row(item)}</li>)}</ul> : null}
    </>
  );
}
