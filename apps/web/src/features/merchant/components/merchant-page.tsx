import type { ReactNode } from 'react';
import { BackHeader } from '../../../components/layout/back-header.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

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
        <PageHeading title={title} intro={intro}>
          {actions}
        </PageHeading>
        {children}
      </main>
    </div>
  );
}
