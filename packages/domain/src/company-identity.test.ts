import { describe, expect, it } from 'vitest';
import { missingCompanyIdentity } from './company-identity.ts';

describe("the company's identity", () => {
  it('lists each field still empty, by its label', () => {
    expect(missingCompanyIdentity({})).toEqual([
      'Razão social', 'CNPJ', 'Endereço da empresa', 'Nome do encarregado (DPO)', 'E-mail de privacidade do encarregado',
    ]);
    expect(missingCompanyIdentity({
      company_legal_name: 'Empresa Ltda', company_cnpj: '11222333000181', company_address: '  ', dpo_name: 'Ana', dpo_email: 'dpo@x.com.br',
    })).toEqual(['Endereço da empresa']);
  });
});
