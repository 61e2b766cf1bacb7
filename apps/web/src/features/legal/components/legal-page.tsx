import type { ReactNode } from 'react';
import { BackHeader } from '../../../components/layout/back-header.tsx';
import { usePublicSettings } from '../../../lib/public-settings.ts';

/** The frame of the privacy notice and the terms: a plain readable column, drawn by the server, no script needed. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-white">
      <BackHeader />
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 text-slate-800 [&_a]:text-brand-800 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc [&_section]:flex [&_section]:flex-col [&_section]:gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {children}
      </main>
    </div>
  );
}

/** Who the controller is and how to reach the encarregado, as the operator set them (or that they are not published yet). */
export function CompanyIdentity() {
  const { company, platform_name: platformName } = usePublicSettings();
  if (!company.legal_name) {
    return <p>Os dados da empresa que opera o {platformName} ainda não foram publicados.</p>;
  }
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]" data-testid="controller">
      <dt className="font-semibold">Razão social</dt><dd>{company.legal_name}</dd>
      <dt className="font-semibold">CNPJ</dt><dd>{company.cnpj}</dd>
      <dt className="font-semibold">Endereço</dt><dd>{company.address}</dd>
      <dt className="font-semibold">Encarregado (DPO)</dt><dd>{company.dpo_name}</dd>
      <dt className="font-semibold">Canal de privacidade</dt>
      <dd>{company.dpo_email ? <a href={`mailto:${company.dpo_email}`}>{company.dpo_email}</a> : null}</dd>
    </dl>
  );
}
