import { describe, expect, it } from 'vitest';
import { emailText } from '../content.ts';
import { groupCreatedContent } from './group-created.ts';

describe("the organizer's e-mail when a group opens", () => {
  it('ends the sentence with the total once: one period after the amount, never two', () => {
    const content = groupCreatedContent({
      link_id: 'grupo-0001', product_name: 'iPhone 15 128GB', creator_name: 'Ana', creator_email: 'ana@exemplo.com.br',
      number_of_quotas: 3, expires_at: new Date('2026-03-10T15:00:00Z'), total_cents: 398_895,
    }, 'https://juntai.com.br/g/grupo-0001');
    const text = emailText(content);
    expect(text).toContain('Seu grupo de compra para iPhone 15 128GB está criado: 3 cotas, total de R$\u00a03.988,95.\n');
    expect(text).not.toMatch(/\d,\d\d\.\./);
  });
});
