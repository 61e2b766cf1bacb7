import { describe, expect, it } from 'vitest';
import { createGroupRequestSchema, joinRequestSchema, linkIdParamsSchema, pixTxidParamsSchema, updateInviteesRequestSchema } from './groups.ts';

const creation = {
  product_id: 1, number_of_quotas: 2, creator_name: 'Ana', creator_email: 'ana@example.com', creator_whatsapp: '(11) 98765-4321',
  invited_participants: ['Ana', 'Bia'],
};

describe('group request shapes', () => {
  it('words creation problems with the spec messages', () => {
    const message = (body: unknown) => createGroupRequestSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({ ...creation, creator_name: ' ' })).toBe('Preencha todos os campos obrigatórios');
    expect(message({ ...creation, number_of_quotas: 21 })).toBe('Número de cotas deve ser entre 2 e 20');
    expect(message({ ...creation, creator_email: 'ana' })).toBe('Informe um e-mail válido');
    expect(message({ ...creation, creator_whatsapp: '123' })).toBe('Informe um WhatsApp válido com DDD: (11) 99999-9999');
    expect(createGroupRequestSchema.safeParse(creation).success).toBe(true);
  });

  it('accepts a client-sent payment_status on join and keeps installments 1 by default', () => {
    const parsed = joinRequestSchema.parse({ name: 'Bia', email: 'bia@example.com', whatsapp: '11912345678', payment_method: 'pix', payment_status: 'paid' });
    expect(parsed.installments).toBe(1);
    expect(joinRequestSchema.safeParse({ name: 'Bia', email: 'bia@example.com', whatsapp: '11912345678', payment_method: 'card', installments: 11 }).success).toBe(false);
  });

  it('takes a card token with a CPF only when its check digits hold (the domain\'s rule, as the dialog checks it)', () => {
    const join = (cpf: string) => joinRequestSchema.safeParse({
      name: 'Bia', email: 'bia@example.com', whatsapp: '11912345678', payment_method: 'card',
      card: { token: 'tok_1234567890', payment_method_id: 'master', cpf },
    });
    expect(join('12345678909').success).toBe(true);
    expect(join('12345678900').error?.issues[0]?.message).toBe('Informe um CPF válido (11 dígitos)');
  });

  it('refuses an empty invite list and malformed ids', () => {
    expect(updateInviteesRequestSchema.safeParse({ invited_participants: [] }).error?.issues[0]?.message).toBe('Você (organizador) não pode ser removido');
    expect(linkIdParamsSchema.safeParse({ linkId: 'abc' }).success).toBe(false);
    expect(linkIdParamsSchema.safeParse({ linkId: 'M6VZCcO2ZJN5AiR8EFAldQ' }).success).toBe(true);
    expect(pixTxidParamsSchema.safeParse({ txid: 'JT-1' }).success).toBe(false);
  });
});
