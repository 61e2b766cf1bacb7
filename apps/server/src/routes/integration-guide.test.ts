import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';

describe('GET /guia-de-integracao', () => {
  it("serves docs/integration.md with this installation's address in the examples", async () => {
    const { app } = await createTestApp({ env: { PUBLIC_BASE_URL: 'https://compras.minhaempresa.com.br/' } });
    const res = await app.inject('/guia-de-integracao');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('# Juntaí na sua loja');
    expect(res.body).toContain('<script src="https://compras.minhaempresa.com.br/widget.js" async data-store="minha-loja"></script>');
    expect(res.body).toContain('Juntai-Signature: t=<unix segundos>,v1=<hex>');
    expect(res.body).not.toContain('https://juntai.com.br');
  });
});
