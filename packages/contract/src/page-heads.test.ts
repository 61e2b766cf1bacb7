import { describe, expect, it } from 'vitest';
import { cents } from '@juntai/domain';
import { escapeHtml, groupHead, productHead, scriptSafeJson } from './page-heads.ts';

const group = {
  link_id: 'AbCdEfGhIjKlMnOpQrStUv', creator_name: 'Ana Souza', product_name: 'Cafeteira Expresso',
  product_image: '/images/products/cafeteira.webp', product_price: 1000, number_of_quotas: 4, status: 'active' as const,
};

describe('page heads', () => {
  it("a group's head invites, prices the quota and points at the group, under the operator's platform name", () => {
    const head = groupHead(group, { origin: 'https://juntai.com.br', platformName: 'Presentes Já' });
    expect(head).toMatchObject({
      title: 'Ana Souza te convidou para presentear! — Cafeteira Expresso',
      description: 'Cada um paga R$\u00a0262,50 em 4 cotas. Junte-se pelo Presentes Já.',
      image: 'https://juntai.com.br/images/products/cafeteira.webp',
      url: 'https://juntai.com.br/g/AbCdEfGhIjKlMnOpQrStUv',
      type: 'product',
    });
    expect(head.structuredData).toMatchObject({ '@type': 'Product', offers: { price: '1000.00', priceCurrency: 'BRL', availability: 'https://schema.org/InStock' } });
  });

  it("says a completed group is sold out and an expired one discontinued", () => {
    const context = { origin: 'https://juntai.com.br', platformName: 'Juntaí' };
    expect(groupHead({ ...group, status: 'completed' }, context).structuredData).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
    expect(groupHead({ ...group, status: 'expired' }, context).structuredData).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
  });

  it('leaves out addresses it cannot make absolute, and keeps an absolute image as it is', () => {
    const head = groupHead(group, { origin: undefined, platformName: 'Juntaí' });
    expect(head.image).toBeUndefined();
    expect(head.url).toBeUndefined();
    expect(head.structuredData).not.toHaveProperty('image');
    expect(groupHead({ ...group, product_image: 'https://cdn.exemplo.com/x.png' }, { origin: undefined, platformName: 'Juntaí' }).image).toBe('https://cdn.exemplo.com/x.png');
    expect(groupHead({ ...group, product_image: 'javascript:alert(1)' }, { origin: 'https://juntai.com.br', platformName: 'Juntaí' }).image).toBeUndefined();
  });

  it("a product's head names it and its price, to be bought in a group", () => {
    const head = productHead({ id: 7, name: 'Panela', priceCents: cents(12_990), image: '/p.webp' }, { origin: 'https://loja.exemplo.com', platformName: 'Juntaí' });
    expect(head).toMatchObject({
      title: 'Panela — Juntaí', description: 'R$\u00a0129,90: compre em grupo e divida o valor em cotas com quem você quiser.',
      url: 'https://loja.exemplo.com/product/7', image: 'https://loja.exemplo.com/p.webp',
    });
    expect(head.structuredData).toMatchObject({ offers: { price: '129.90', availability: 'https://schema.org/InStock' } });
  });

  it('writes JSON that cannot close the script element it travels in', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
    expect(json).not.toMatch(/<|\u2028/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: 'a\u2028b' });
  });

  it('escapes text for HTML, so a name cannot open a tag or leave its attribute', () => {
    expect(escapeHtml('Loja "A&B" <script>')).toBe('Loja &quot;A&amp;B&quot; &lt;script&gt;');
  });
});
