import { COMPANY_IDENTITY_FIELDS } from '@juntai/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { publicSettingsQuery } from '../../../../lib/public-settings.ts';

/** Which public company field answers each setting (GET /api/settings/public's `company`). */
const PUBLISHED = {
  company_legal_name: 'legal_name', company_cnpj: 'cnpj', company_address: 'address', dpo_name: 'dpo_name', dpo_email: 'dpo_email',
} as const;

/**
 * On every back-office screen while the company is not fully named (ADR 0049): a live installation
 * takes no new group nor payment until then, and the operator must know why and where to fix it.
 * Shown only once the settings have answered: the defaults that stand in before name no company, and a
 * notice that came and went would push the dashboard's cards down and back (layout shift).
 */
export function CompanyIdentityNotice() {
  const { data: settings } = useQuery(publicSettingsQuery);
  if (!settings) return null;
  const missing = COMPANY_IDENTITY_FIELDS.filter(({ key }) => !settings.company[PUBLISHED[key]]).map(({ label }) => label);
  if (missing.length === 0) return null;
  return (
    <div role="status" data-testid="company-identity-missing" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Faltam os dados da empresa e do encarregado: {missing.join(', ')}.</p>
      <p className="mt-1">
        Numa instalação real, ninguém consegue criar grupos nem pagar cotas até que estejam preenchidos.{' '}
        <Link className="font-semibold underline" to="/super-admin/settings">Preencher em Configurações › Empresa e privacidade</Link>
      </p>
    </div>
  );
}
