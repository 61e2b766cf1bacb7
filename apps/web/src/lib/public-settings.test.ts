import { describe, expect, it } from 'vitest';
import { publicSettingsWithDefaults } from './public-settings.ts';

describe('public settings from a server one release behind', () => {
  it('fills a missing block with the defaults and keeps what the answer has', () => {
    const settings = publicSettingsWithDefaults({ platform_name: 'Minha Loja em Grupo', support_email: 'ajuda@example.com' });
    expect(settings.platform_name).toBe('Minha Loja em Grupo');
    expect(settings.support_email).toBe('ajuda@example.com');
    expect(settings.company).toEqual({ legal_name: null, cnpj: null, address: null, dpo_name: null, dpo_email: null });
    expect(settings.payment_checkout.provider).toBe('simulated');
    expect(settings.retention.retention_audit_years).toBeGreaterThan(0);
  });

  it('fills a field missing inside a block', () => {
    const settings = publicSettingsWithDefaults({ company: { legal_name: 'Juntaí Ltda.' } as never });
    expect(settings.company.legal_name).toBe('Juntaí Ltda.');
    expect(settings.company.cnpj).toBeNull();
  });
});
