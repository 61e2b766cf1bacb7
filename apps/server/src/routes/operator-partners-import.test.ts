import { beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders } from '../testing/merchant-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';

const HEADER = 'ID;Nome;E-mail de contato;Site;Comissão (%);Tipo;Status;Categorias;Produtos;Vendas (R$);Cadastrado em';

describe(`importing partners from a CSV on ${testEngine}`, () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const importCsv = (csv: string, dryRun = false) => post('/api/super-admin/partners/import', { csv, dry_run: dryRun });
  const partnerNamed = async (name: string) => (await t.app.inject({ url: '/api/super-admin/partners', headers })).json().partners
    .find((p: { name: string }) => p.name === name);

  beforeAll(async () => {
    t = await createTestApp();
    headers = await operatorHeaders(t, 'op-importa@example.com', 'op-importa-1');
  });

  it('refuses strangers', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/super-admin/partners/import', payload: { csv: 'x' } })).statusCode).toBe(401);
  });

  it('reads back what the export writes: an exported file imported again changes nothing and refuses nothing', async () => {
    await post('/api/super-admin/partners', { name: '=SOMA(1)', contact_email: 'ida@example.com', commission_rate: 7.5, categories: ['Casa', 'Jardim'], type: 'affiliate' });
    const exported = (await t.app.inject({ url: '/api/super-admin/partners/export', headers })).body;
    const before = await partnerNamed('=SOMA(1)');
    const res = await importCsv(exported);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.rows.every((r: { outcome: string }) => r.outcome === 'update')).toBe(true);
    expect(body.created).toBe(0);
    // The formula guard's apostrophe is taken off again: the name stays the partner's own.
    expect(await partnerNamed('=SOMA(1)')).toEqual(before);
  });

  it('previews without writing, then imports the accepted rows and reports each refused one in Portuguese', async () => {
    const csv = `\uFEFF${[
      HEADER,
      ';Loja Nova;nova@example.com;https://nova.example.com;3,5;Afiliado;Ativo;Casa, Cozinha;;;',
      ';Sem E-mail;nao-e-email;;5;;;;;;',
      ';Comissão Alta;alta@example.com;;60;Marketplace;;;;;',
      ';Tipo Estranho;tipo@example.com;;5;Revendedor;;;;;',
      ';loja nova;outra@example.com;;5;;;;;;',
      '999999;Fantasma;fantasma@example.com;;5;;;;;;',
      ';Site Ruim;site@example.com;sem protocolo;5;;;;;;',
    ].join('\r\n')}\r\n`;
    const preview = await importCsv(csv, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().detail).toBe('1 linha pode ser importada; 6 linhas recusadas.');
    expect(preview.json().rows).toEqual([
      { line: 2, name: 'Loja Nova', outcome: 'create', reasons: [] },
      { line: 3, name: 'Sem E-mail', outcome: null, reasons: ['Informe um e-mail de contato válido'] },
      { line: 4, name: 'Comissão Alta', outcome: null, reasons: ['Comissão inválida: informe de 0 a 50, com até 1 casa decimal'] },
      { line: 5, name: 'Tipo Estranho', outcome: null, reasons: ['Tipo inválido: use Marketplace ou Afiliado'] },
      { line: 6, name: 'loja nova', outcome: null, reasons: ['Nome repetido: o mesmo parceiro já está na linha 2'] },
      { line: 7, name: 'Fantasma', outcome: null, reasons: ['Não existe parceiro com o ID 999999: deixe o ID vazio para cadastrá-lo como novo'] },
      { line: 8, name: 'Site Ruim', outcome: null, reasons: ['Site inválido: use um endereço http:// ou https://'] },
    ]);
    expect(await partnerNamed('Loja Nova')).toBeUndefined();

    const done = await importCsv(csv);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().detail).toBe('Importação concluída: 1 parceiro cadastrado, 0 atualizados, 6 linhas recusadas.');
    expect(await partnerNamed('Loja Nova')).toMatchObject({
      contact_email: 'nova@example.com', website: 'https://nova.example.com', commission_rate: 3.5, type: 'affiliate', status: 'active', categories: ['Casa', 'Cozinha'],
    });
    expect(await partnerNamed('Sem E-mail')).toBeUndefined();

    // Once there, the same name without its ID is refused: it would be a second partner of that name.
    const again = (await importCsv(csv, true)).json();
    expect(again.rows[0]).toEqual({ line: 2, name: 'Loja Nova', outcome: null, reasons: ['Já existe um parceiro com este nome'] });

    const audit = (await t.app.inject({ url: '/api/super-admin/audit?limit=1', headers })).json().entries[0];
    expect(audit.action).toBe('partner.imported');
  });

  it('updates a partner by its ID and keeps its description', async () => {
    const created = (await post('/api/super-admin/partners', { name: 'Com Descrição', contact_email: 'desc@example.com', description: 'Fica' })).json().partner;
    const res = await importCsv(`${HEADER}\r\n${created.id};Com Descrição Nova;desc@example.com;;12;Marketplace;Inativo;;;;\r\n`);
    expect(res.json().detail).toBe('Importação concluída: 0 parceiros cadastrados, 1 atualizado, 0 linhas recusadas.');
    expect(await partnerNamed('Com Descrição Nova')).toMatchObject({ id: created.id, description: 'Fica', commission_rate: 12, status: 'inactive' });
  });

  it('refuses a file it cannot read with a 400 that says why, and writes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ csv: '' }, 'Envie o conteúdo de um arquivo CSV'],
      [{}, 'Envie o conteúdo de um arquivo CSV'],
      [{ csv: 'Nome,E-mail de contato\nA,a@example.com' }, 'Faltam colunas na primeira linha: Nome, E-mail de contato. Use o cabeçalho do CSV exportado.'],
      [{ csv: `${HEADER}\r\n` }, 'O arquivo não tem nenhuma linha de parceiro abaixo do cabeçalho'],
      [{ csv: `${HEADER}\r\n;"Aspas abertas;a@example.com` }, 'Não foi possível ler o arquivo: use o CSV exportado pelo Juntaí (colunas separadas por ";")'],
      [{ csv: `${HEADER}\r\n${';X;x@example.com;;;;;;;;\r\n'.repeat(1001)}` }, 'Importe até 1000 parceiros por arquivo'],
    ];
    for (const [body, detail] of cases) {
      const res = await post('/api/super-admin/partners/import', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().detail).toBe(detail);
    }
  });
});
