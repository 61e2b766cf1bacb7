import { describe, expect, it } from 'vitest';
import { brandEmail } from './branding.ts';

const email = { subject: 'Seu link — Juntaí', text: 'Olá!\nSeus grupos no Juntaí.', html: '<p>Seus grupos no Juntaí.</p>' };

describe('e-mails in the operator\'s name', () => {
  it('signs with the default name and no support line until the operator sets them', () => {
    expect(brandEmail(email, { platformName: 'Juntaí', supportEmail: null })).toEqual({
      subject: 'Seu link — Juntaí',
      text: 'Olá!\nSeus grupos no Juntaí.\n\n— Equipe Juntaí',
      html: '<p>Seus grupos no Juntaí.</p><p>— Equipe Juntaí</p>',
    });
  });

  it('puts the platform name everywhere and the support e-mail under the signature, escaped in HTML', () => {
    expect(brandEmail(email, { platformName: 'Compra Junto <BR>', supportEmail: 'ajuda@compra.com.br' })).toEqual({
      subject: 'Seu link — Compra Junto <BR>',
      text: 'Olá!\nSeus grupos no Compra Junto <BR>.\n\n— Equipe Compra Junto <BR>\nDúvidas? Escreva para ajuda@compra.com.br',
      html: '<p>Seus grupos no Compra Junto &lt;BR&gt;.</p><p>— Equipe Compra Junto &lt;BR&gt;<br>Dúvidas? Escreva para ajuda@compra.com.br</p>',
    });
  });

  it('puts the operator\'s app_base_url in place of the default base of every link', () => {
    const withLink = { subject: 'Grupo', text: 'Acompanhe: http://localhost:3000/g/abc', html: '<a href="http://localhost:3000/g/abc">ver</a>' };
    const branded = brandEmail(withLink, { platformName: 'Juntaí', supportEmail: null, links: { from: 'http://localhost:3000', to: 'https://compra.junto.com.br' } });
    expect(branded.text).toContain('Acompanhe: https://compra.junto.com.br/g/abc');
    expect(branded.html).toContain('href="https://compra.junto.com.br/g/abc"');
  });

  it('puts the operator\'s base in a link carried encoded inside another (a WhatsApp click-to-chat link)', () => {
    const message = 'Garanta a sua: http://localhost:3000/g/abc';
    const withLink = { subject: 'Grupo', text: `https://wa.me/?text=${encodeURIComponent(message)}`, html: null };
    const branded = brandEmail(withLink, { platformName: 'Juntaí', supportEmail: null, links: { from: 'http://localhost:3000', to: 'https://compra.junto.com.br' } });
    expect(branded.text).toContain(`https://wa.me/?text=${encodeURIComponent('Garanta a sua: https://compra.junto.com.br/g/abc')}\n`);
  });

  it('opens every e-mail of a demo installation with the notice that no payment is real, in text and HTML', () => {
    const branded = brandEmail(email, { platformName: 'Juntaí', supportEmail: null, demoNotice: 'Ambiente de demonstração — nenhum pagamento é real' });
    expect(branded.text.startsWith('⚠ Ambiente de demonstração — nenhum pagamento é real.\n\nOlá!')).toBe(true);
    expect(branded.html).toMatch(/^<p[^>]*><strong>⚠ Ambiente de demonstração — nenhum pagamento é real\.<\/strong><\/p><p>Seus grupos/);
  });

  it('writes a platform name or address holding `$&`, `$\'` or `` $` `` as it is (not as replacement patterns)', () => {
    const withLink = { subject: 'Grupo — Juntaí', text: 'Acompanhe: http://localhost:3000/g/abc', html: null };
    const branded = brandEmail(withLink, { platformName: 'Loja $& $` $\'', supportEmail: null, links: { from: 'http://localhost:3000', to: 'https://a.com.br/$&' } });
    expect(branded.subject).toBe('Grupo — Loja $& $` $\'');
    expect(branded.text).toContain('Acompanhe: https://a.com.br/$&/g/abc');
  });
});
