/**
 * Who runs the site (Decreto 7.962/2013, art. 2: legal name, CNPJ and address of any online sale) and
 * who answers for personal data (LGPD art. 41, the encarregado and the privacy channel). A live
 * installation takes no shopper data until all five are set (ADR 0049).
 */
export const COMPANY_IDENTITY_FIELDS = [
  { key: 'company_legal_name', label: 'Razão social' },
  { key: 'company_cnpj', label: 'CNPJ' },
  { key: 'company_address', label: 'Endereço da empresa' },
  { key: 'dpo_name', label: 'Nome do encarregado (DPO)' },
  { key: 'dpo_email', label: 'E-mail de privacidade do encarregado' },
] as const;

export type CompanyIdentityKey = (typeof COMPANY_IDENTITY_FIELDS)[number]['key'];

/** The labels of the fields still empty, in the form's order; empty when the company is fully named. */
export function missingCompanyIdentity(settings: Record<string, unknown>): string[] {
  return COMPANY_IDENTITY_FIELDS
    .filter(({ key }) => typeof settings[key] !== 'string' || (settings[key] as string).trim() === '')
    .map(({ label }) => label);
}

/** What creating a group or paying answers (409) in a live installation while any field is missing. */
export const COMPANY_IDENTITY_MISSING = 'Esta plataforma ainda não publicou seus dados de empresa e sua política de privacidade.';
