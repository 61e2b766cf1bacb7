import { usePublicSettings } from '../../lib/public-settings.ts';
import { Brand } from './brand.tsx';
import { LegalLine } from './legal-line.tsx';

export const TAGLINE = 'Comprar junto ficou fácil';

/** The shop's footer: brand, tagline, the support e-mail the operator set, who runs the site, and the spec's copyright line. */
export function SiteFooter() {
  const { platform_name: platformName, support_email: supportEmail } = usePublicSettings();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-10 text-center sm:flex-row sm:justify-between sm:text-left">
        <div className="flex max-w-full flex-col items-center gap-2 sm:items-start">
          <Brand tone="light" className="max-w-full" />
          <p>{TAGLINE}</p>
          {supportEmail ? <p className="text-sm">Ajuda: <a className="underline hover:text-white" href={`mailto:${supportEmail}`}>{supportEmail}</a></p> : null}
          <LegalLine tone="light" />
        </div>
        <p className="text-sm text-slate-400">© 2025 {platformName}. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
