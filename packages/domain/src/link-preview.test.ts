import { describe, expect, it } from 'vitest';
import type { Cents } from './money.ts';
import { groupPreview, linkPreviewImage } from './link-preview.ts';

describe('groupPreview', () => {
  it('invites in the organizer\'s name, with the largest quota and the platform name', () => {
    // R$ 952,39 + 5 % = R$ 1.000,01 in 3 quotas: 333,34 + 333,34 + 333,33.
    expect(groupPreview({ creatorName: 'Ana', productName: 'Cafeteira', priceCents: 95_239 as Cents, quotas: 3 }, 'Compra Coletiva')).toEqual({
      title: 'Ana te convidou para presentear! — Cafeteira',
      description: 'Cada um paga R$\u00a0333,34 em 3 cotas. Junte-se pelo Compra Coletiva.',
    });
  });
});

describe('linkPreviewImage', () => {
  it('sends an SVG of this site through its PNG rendering, and leaves every other picture as it is', () => {
    const sentThroughPng = {
      '/images/products/cafeteira.svg': '/api/link-preview.png?src=%2Fimages%2Fproducts%2Fcafeteira.svg',
      '/images/products/cafeteira.SVG?v=2': '/api/link-preview.png?src=%2Fimages%2Fproducts%2Fcafeteira.SVG%3Fv%3D2',
    };
    for (const [image, sent] of Object.entries(sentThroughPng)) expect(linkPreviewImage(image), image).toBe(sent);
    for (const image of ['/uploads/abc.webp', 'https://cdn.exemplo.com/x.svg', '//cdn.exemplo.com/x.svg']) expect(linkPreviewImage(image), image).toBe(image);
  });
});
