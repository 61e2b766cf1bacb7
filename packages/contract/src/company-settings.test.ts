import { describe, expect, it } from 'vitest';
import { updateGlobalSettingsRequestSchema } from './global-settings.ts';

describe("the company's identity and the retention settings", () => {
  it('keeps a valid CNPJ as its 14 digits and refuses a wrong check digit in Portuguese', () => {
    expect(updateGlobalSettingsRequestSchema.parse({ settings: { company_cnpj: '11.222.333/0001-81' } })).toEqual({ company_cnpj: '11222333000181' });
    const refused = updateGlobalSettingsRequestSchema.safeParse({ settings: { company_cnpj: '11.222.333/0001-80' } });
    expect(refused.error?.issues[0]?.message).toBe('CNPJ inválido: confira os 14 dígitos');
  });

  it('takes an empty field as not set, and refuses a bad privacy e-mail', () => {
    expect(updateGlobalSettingsRequestSchema.parse({ settings: { dpo_name: ' ', company_cnpj: '' } })).toEqual({ dpo_name: '', company_cnpj: '' });
    expect(updateGlobalSettingsRequestSchema.safeParse({ settings: { dpo_email: 'dpo@' } }).error?.issues[0]?.message).toBe('E-mail de privacidade inválido');
  });

  it('keeps each retention period within its bounds', () => {
    expect(updateGlobalSettingsRequestSchema.parse({ settings: { retention_email_body_days: '15' } })).toEqual({ retention_email_body_days: 15 });
    const refused = updateGlobalSettingsRequestSchema.safeParse({ settings: { retention_audit_years: 2 } });
    expect(refused.error?.issues[0]?.message).toBe('Registro de auditoria: use um número inteiro de 5 a 10 anos');
  });
});
