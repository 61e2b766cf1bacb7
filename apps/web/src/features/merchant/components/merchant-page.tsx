import type { ReactNode } from 'react';
import { BackHeader } from '../../../components/layout/back-header.tsx';

interface MerchantPageProps {
  title: string;
  intro: ReactNode;
  /** Buttons beside the title (under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An inner page of the panel (/admin/groups, /admin/products, /admin/settings): 'Voltar' to /admin, title, intro. */
export function MerchantPage({ title, intro, actions, children }: MerchantPageProps) {
  return (
    <div className="min-h-screen">
      <BackHeader to="/admin" />
      <main className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:py-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 text-slate-600">{intro}</p>
          </div>
          {actions}
        </div>
        {children}
      </main>
    </div>
  );
}
