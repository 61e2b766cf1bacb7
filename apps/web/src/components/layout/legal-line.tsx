import { Link } from 'react-router';
import { usePublicSettings } from '../../lib/public-settings.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The links to the privacy notice and the terms, and who runs the site: legal name and CNPJ
 * (Decreto 7.962/2013, art. 2), in every page's footer. `tone="light"` for dark backgrounds.
 */
export function LegalLine({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { company } = usePublicSettings();
  // 24 px tall: a tap target a thumb can hit on a phone (WCAG 2.5.8).
  const link = cn('inline-flex min-h-6 items-center underline', tone === 'light' ? 'hover:text-white' : 'hover:text-slate-900');
  return (
    <div className={cn('flex flex-col items-center gap-1 text-sm sm:items-start', tone === 'light' ? 'text-slate-300' : 'text-slate-600')}>
      <p className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        <Link className={link} to="/privacidade">Política de privacidade</Link>
        <Link className={link} to="/termos">Termos de uso</Link>
      </p>
      {company.legal_name ? (
        <p data-testid="company-identity">{company.legal_name}{company.cnpj ? ` · CNPJ ${company.cnpj}` : ''}</p>
      ) : null}
    </div>
  );
}

/** The footer of every page that has no footer of its own (SiteFooter carries the same line). */
export function LegalFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-6 text-center sm:text-left">
        <LegalLine />
      </div>
    </footer>
  );
}
