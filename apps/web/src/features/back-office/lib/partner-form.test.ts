import { partnerMessages } from '@juntai/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_PARTNER, partnerFormValues, readPartnerForm } from './partner-form.ts';

describe('readPartnerForm', () => {
  const filled = { ...EMPTY_PARTNER, name: 'Loja Parceira', contact_email: 'contato@parceira.com.br', commission_rate: '7,5' };

  it('sends a new partner without a status, and an edit with the chosen one', () => {
    expect(readPartnerForm(filled, false)).toEqual({ ok: true, body: expect.not.objectContaining({ status: expect.anything() }) });
    expect(readPartnerForm({ ...filled, status: 'inactive' }, true)).toMatchObject({ ok: true, body: { status: 'inactive', commission_rate: 7.5, website: null } });
  });

  it("tells each field's problem with the contract's words", () => {
    expect(readPartnerForm({ ...filled, name: ' ', contact_email: 'x', commission_rate: '51', website: 'ftp:x' }, false)).toEqual({
      ok: false,
      errors: {
        name: partnerMessages.nameRequired, contact_email: partnerMessages.emailInvalid,
        commission_rate: partnerMessages.commissionInvalid, website: partnerMessages.websiteInvalid,
      },
    });
  });

  it('fills the edit form with the partner as stored', () => {
    const partner = {
      id: 1, name: 'P', contact_email: 'p@x.com', website: null, commission_rate: 12.5, description: null, categories: ['Casa', 'Tech'],
      type: 'affiliate' as const, status: 'active' as const, total_products: 0, total_sales: 0, created_at: '2026-01-01T00:00:00Z',
    };
    expect(partnerFormValues(partner)).toEqual({
      name: 'P', contact_email: 'p@x.com', website: '', commission_rate: '12,5', description: '', categories: 'Casa, Tech', type: 'affiliate', status: 'active',
    });
  });
});
