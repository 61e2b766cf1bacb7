import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Cents, planQuotas } from '@juntai/domain';
import { SERVER_TIME_HEADER } from '@juntai/contract';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testEngine } from '../testing/test-database.ts';
import { expireDueGroups } from '../services/groups/expire-groups.ts';
import {
  activeProduct, createTestGroup, getGroup, groupBody, HOUR, join, outboxFor, paymentsOf,
} from '../testing/group-helpers.ts';

describe(`group API (create, read, invite list, delete) on ${testEngine}`, () => {
  let t: TestApp;
  let product: { id: number; price: number };
  beforeAll(async () => {
    t = await createTestApp();
    product = await activeProduct(t);
  });

  const post = (payload: any) => t.app.inject({ method: 'POST', url: '/api/groups', payload, remoteAddress: '10.9.9.9' });
  const groupCount = async () => (await t.database.db.selectFrom('groups').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
  const put = (linkId: string, names: unknown, token?: string) => t.app.inject({
    method: 'PUT', url: `/api/groups/${linkId}`, payload: { invited_participants: names },
    headers: token === undefined ? {} : { 'x-organizer-token': token },
  });
  const removeName = (linkId: string, name: string, token?: string) => t.app.inject({
    method: 'DELETE', url: `/api/groups/${linkId}/participants/${encodeURIComponent(name)}`,
    headers: token === undefined ? {} : { 'x-organizer-token': token },
  });
  const deleteGroup = (linkId: string, token?: string) => t.app.inject({
    method: 'DELETE', url: `/api/groups/${linkId}`, headers: token === undefined ? {} : { 'x-organizer-token': token },
  });

  async function insertProduct(priceCents: number, status: 'active' | 'inactive' | 'draft' = 'active'): Promise<number> {
    const row = await t.database.db.insertInto('products').values({
      name: `Produto de teste ${Math.random()}`, description: 'teste', price_cents: priceCents, image: '/images/x.svg',
      category: 'Testes', type: 'demo', status, featured: false, commission_rate: 0, tags: '[]',
      min_group_size: 2, max_group_size: 10, target_audience: 'geral',
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  describe('POST /api/groups', () => {
    it('creates a group: 201, unguessable link id, a secret token stored only as its hash, product copied, 48 h', async () => {
      const before = await groupCount();
      const res = await post(groupBody(product.id, { quotas: 3 }));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Link gerado com sucesso!' });
      expect(body.link_id).toMatch(/^[A-Za-z0-9_-]{22}$/); // 16 random bytes
      expect(body.organizer_token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
      expect(await groupCount()).toBe(before + 1);

      const row = await t.database.db.selectFrom('groups').selectAll().where('link_id', '=', body.link_id).executeTakeFirstOrThrow();
      expect(row.organizer_token_hash).toBe(createHash('sha256').update(body.organizer_token).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(body.organizer_token);
      expect(row.creator_whatsapp).toBe('11987654321');
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(48 * HOUR);
      expect(row.created_at.getTime()).toBe(t.clock.now().getTime());

      const plan = planQuotas(Math.round(product.price * 100) as Cents, 3);
      expect(body.group).toMatchObject({
        link_id: body.link_id, product_id: product.id, product_price: product.price, total_value: plan.total / 100,
        number_of_quotas: 3, quota_value: plan.quotas[0]!.amount / 100, quota_product_part: plan.quotas[0]!.productPart / 100,
        quota_service_part: plan.quotas[0]!.servicePart / 100, creator_name: 'Ana Souza', status: 'active', paid_count: 0,
        invited_participants: ['Ana Souza', 'Convidado 1', 'Convidado 2'],
        payment_summary: { pending_count: 3, processing_count: 0, failed_count: 0 },
      });
      expect(body.group.participants[0]).toEqual({ name: 'Ana Souza', is_creator: true, payment_status: 'pending' });
      expect(new Date(body.group.expires_at).getTime() - new Date(body.group.created_at).getTime()).toBe(48 * HOUR);
    });

    it('copies the product name, image and price at creation: later edits of the product do not change the group', async () => {
      const id = await insertProduct(12_345);
      const { linkId } = await createTestGroup(t, { productId: id, quotas: 2 });
      await t.database.db.updateTable('products').set({ name: 'Outro nome', price_cents: 99_999, image: '/outra.svg' }).where('id', '=', id).execute();
      const group = await getGroup(t, linkId);
      expect(group.product_name).toMatch(/^Produto de teste/);
      expect(group.product_price).toBe(123.45);
      expect(group.product_image).toBe('/images/x.svg');
    });

    it('takes the expiry from the global setting default_group_expiry_days', async () => {
      await t.database.db.updateTable('global_settings').set({ value: '3' }).where('key', '=', 'default_group_expiry_days').execute();
      try {
        const { body } = await createTestGroup(t);
        expect(new Date(body.group.expires_at).getTime() - t.clock.now().getTime()).toBe(72 * HOUR);
      } finally {
        await t.database.db.updateTable('global_settings').set({ value: '2' }).where('key', '=', 'default_group_expiry_days').execute();
      }
    });

    it('never keeps a group open longer than its card quotas can be captured: 7 days become 4', async () => {
      await t.database.db.updateTable('global_settings').set({ value: '7' }).where('key', '=', 'default_group_expiry_days').execute();
      try {
        const { body } = await createTestGroup(t);
        expect(new Date(body.group.expires_at).getTime() - t.clock.now().getTime()).toBe(96 * HOUR);
        // The shopper's pages say the same before anyone creates a group.
        expect((await t.app.inject('/api/settings/public')).json().group_expiry_hours).toBe(96);
      } finally {
        await t.database.db.updateTable('global_settings').set({ value: '2' }).where('key', '=', 'default_group_expiry_days').execute();
      }
    });

    it('queues the organizer e-mail with the group link and the note about the token, never the token itself', async () => {
      const { linkId, token } = await createTestGroup(t);
      const [mail, ...more] = await outboxFor(t, `group-created:${linkId}`);
      expect(more).toHaveLength(0);
      expect(mail!.to_address).toBe('ana@example.com');
      expect(mail!.text_body).toContain(`http://localhost:3000/g/${linkId}`);
      expect(mail!.text_body).toMatch(/navegador/);
      expect(mail!.text_body).not.toContain(token);
    });

    const invalid: Array<[string, (body: any) => void, string]> = [
      ['a missing organizer name', (b) => delete b.creator_name, 'Preencha todos os campos obrigatórios'],
      ['a blank e-mail', (b) => (b.creator_email = '  '), 'Preencha todos os campos obrigatórios'],
      ['a missing WhatsApp', (b) => delete b.creator_whatsapp, 'Preencha todos os campos obrigatórios'],
      ['a missing product', (b) => delete b.product_id, 'Preencha todos os campos obrigatórios'],
      ['1 quota', (b) => (b.number_of_quotas = 1), 'Número de cotas deve ser entre 2 e 20'],
      ['21 quotas', (b) => (b.number_of_quotas = 21), 'Número de cotas deve ser entre 2 e 20'],
      ['2.5 quotas', (b) => (b.number_of_quotas = 2.5), 'Número de cotas deve ser entre 2 e 20'],
      ['an invalid e-mail', (b) => (b.creator_email = 'ana@'), 'Informe um e-mail válido'],
      ['a 9-digit WhatsApp', (b) => (b.creator_whatsapp = '119876543'), 'Informe um WhatsApp válido com DDD: (11) 99999-9999'],
      ['a 12-digit WhatsApp', (b) => (b.creator_whatsapp = '(11) 98765-43210'), 'Informe um WhatsApp válido com DDD: (11) 99999-9999'],
      ['fewer names than quotas', (b) => b.invited_participants.pop(), 'Adicione todos os 3 participantes'],
      ['more names than quotas', (b) => b.invited_participants.push('Extra'), 'Limite de 3 participantes atingido! (4/3)'],
      ['a duplicate name (case and spaces ignored)', (b) => (b.invited_participants[2] = '  convidado   1 '), 'Este nome já foi adicionado'],
      ['an empty name', (b) => (b.invited_participants[1] = '   '), 'Digite um nome para adicionar'],
      ['the organizer not first', (b) => b.invited_participants.reverse(), 'O organizador deve ser o primeiro da lista'],
      ['a name over 60 characters', (b) => (b.invited_participants[1] = 'x'.repeat(61)), 'O nome pode ter no máximo 60 caracteres'],
      ["an organizer's name over 60 characters, refused rather than cut", (b) => {
        b.creator_name = `Ana ${'Maria '.repeat(11)}Souza`;
        b.invited_participants[0] = b.creator_name;
      }, 'O nome pode ter no máximo 60 caracteres'],
    ];
    it.each(invalid)('refuses %s with 400 and the spec message, writing nothing', async (_label, change, detail) => {
      const body = groupBody(product.id, { quotas: 3 });
      change(body);
      const before = await groupCount();
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, detail });
      expect(await groupCount()).toBe(before);
    });

    it('answers 404 "Produto não encontrado" for an unknown product', async () => {
      const res = await post(groupBody(987_654));
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('Produto não encontrado');
    });

    it.each(['inactive', 'draft'] as const)('answers 409 for a %s product', async (status) => {
      const res = await post(groupBody(await insertProduct(10_000, status)));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: 'Este produto não está disponível para compra em grupo', code: 'product_inactive' });
    });

    it('answers 409, not 500, for a product whose price cannot be split', async () => {
      const res = await post(groupBody(await insertProduct(0), { quotas: 2 }));
      expect(res.statusCode).toBe(409);
      const tiny = await post(groupBody(await insertProduct(1), { quotas: 3 }));
      expect(tiny.statusCode).toBe(409);
    });

    it('answers a malformed body with 400 (415 for a non-JSON one) and never a 500', async () => {
      for (const payload of [[], 'texto', { product_id: '1' }, { ...groupBody(product.id), invited_participants: 'Ana' }, { ...groupBody(product.id), invited_participants: [1, 2, 3] }]) {
        const res = await post(payload);
        expect(res.statusCode).toBe(typeof payload === 'string' ? 415 : 400);
        expect(res.json().detail).toEqual(expect.any(String));
      }
    });
  });

  describe('GET /api/groups/{linkId}', () => {
    it('never shows an e-mail, a participant phone or the creator e-mail', async () => {
      const { linkId } = await createTestGroup(t);
      expect((await join(t, linkId, 'Convidado 1', { email: 'bia.secreta@example.com' })).statusCode).toBe(201);
      expect((await join(t, linkId, 'Convidado 2', { method: 'pix', email: 'caio.secreto@example.com' })).statusCode).toBe(201);
      const res = await t.app.inject(`/api/groups/${linkId}`);
      expect(res.statusCode).toBe(200);
      const text = res.body;
      for (const secret of ['ana@example.com', 'bia.secreta@example.com', 'caio.secreto@example.com', '11912345678', 'creator_email', 'email', 'organizer_token']) {
        expect(text).not.toContain(secret);
      }
      // Only a name, whether it organizes, and how its quota stands (a card only reserved says so).
      for (const p of res.json().participants) {
        expect(Object.keys(p).sort()).toEqual(p.card_reserved ? ['card_reserved', 'is_creator', 'name', 'payment_status'] : ['is_creator', 'name', 'payment_status']);
      }
      expect(res.json().participants.find((p: { name: string }) => p.name === 'Convidado 1')).toMatchObject({ payment_status: 'paid', card_reserved: true });
    });

    it("keeps the organizer's WhatsApp out of the answer any site may read, and out of the live stream's", async () => {
      const { linkId, body } = await createTestGroup(t);
      const res = await t.app.inject({ url: `/api/groups/${linkId}`, headers: { origin: 'https://outro-site.example' } });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.json()).not.toHaveProperty('creator_whatsapp');
      expect(res.body).not.toMatch(/98765.?4321/);
      expect(body.group).not.toHaveProperty('creator_whatsapp'); // nor in the creation's answer
    });

    it("gives the organizer's WhatsApp to the group page only: a call no other site may read", async () => {
      const { linkId } = await createTestGroup(t);
      const res = await t.app.inject({ url: `/api/groups/${linkId}/organizer-contact`, headers: { origin: 'https://outro-site.example' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ creator_whatsapp: '11987654321' });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toMatch(/private|no-store/);
      const unknown = await t.app.inject('/api/groups/AAAAAAAAAAAAAAAAAAAAAA/organizer-contact');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Grupo não encontrado');
      expect((await t.app.inject('/api/groups/x%27/organizer-contact')).statusCode).toBe(400);
    });

    it('shows each seat with its state and counts over the quotas', async () => {
      const { linkId } = await createTestGroup(t, { quotas: 4 });
      await join(t, linkId, 'Convidado 1');
      await join(t, linkId, 'Convidado 2', { method: 'pix' });
      await join(t, linkId, 'Convidado 3', { email: 'recusado@example.com' });
      const group = await getGroup(t, linkId);
      expect(group.participants.map((p: any) => [p.name, p.payment_status])).toEqual([
        ['Ana Souza', 'pending'], ['Convidado 1', 'paid'], ['Convidado 2', 'processing'], ['Convidado 3', 'failed'],
      ]);
      expect(group.paid_count).toBe(1);
      expect(group.payment_summary).toEqual({ pending_count: 1, processing_count: 1, failed_count: 1 });
      // The server's clock comes in a header: the body is the same for every reader.
      const read = await t.app.inject(`/api/groups/${linkId}`);
      expect(read.headers[SERVER_TIME_HEADER]).toBe(t.clock.now().toISOString());
      expect(read.json().server_time).toBeUndefined();
    });

    it('answers 404 "Grupo não encontrado" for an unknown id and 400 for a malformed one', async () => {
      const unknown = await t.app.inject('/api/groups/AAAAAAAAAAAAAAAAAAAAAA');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, detail: 'Grupo não encontrado' });
      const bad = await t.app.inject(`/api/groups/${encodeURIComponent("x' or 1=1")}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toBe('Link de grupo inválido');
    });
  });

  describe('PUT /api/groups/{linkId} (whole invite list, organizer only)', () => {
    it('refuses without a token or with a wrong one (403), changing nothing', async () => {
      const { linkId, token } = await createTestGroup(t);
      const names = ['Ana Souza', 'Convidado 1'];
      for (const bad of [undefined, '', 'x'.repeat(43), `${token}x`, token.slice(0, -1)]) {
        const res = await put(linkId, names, bad);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe('Apenas o organizador pode alterar a lista de participantes');
      }
      expect((await getGroup(t, linkId)).invited_participants).toHaveLength(3);
      // A token of another group does not open this one.
      const other = await createTestGroup(t);
      expect((await put(linkId, names, other.token)).statusCode).toBe(403);
    });

    it('removes and adds names with the spec messages', async () => {
      const { linkId, token } = await createTestGroup(t);
      const removed = await put(linkId, ['Ana Souza', 'Convidado 1'], token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ success: true, message: 'Convidado 2 removido do grupo' });
      const added = await put(linkId, ['Ana Souza', 'Convidado 1', '  João   Silva '], token);
      expect(added.statusCode).toBe(200);
      expect(added.json().message).toBe('João Silva adicionado ao grupo');
      expect(added.json().group.invited_participants).toEqual(['Ana Souza', 'Convidado 1', 'João Silva']);
      // Several tokens, comma-separated (a browser organising many groups), work too.
      const other = await createTestGroup(t);
      const both = await put(linkId, ['Ana Souza', 'Convidado 1'], `${other.token}, ${token}`);
      expect(both.statusCode).toBe(200);
    });

    it.each([
      ['an empty name', ['Ana Souza', 'Convidado 1', '  '], 400, 'Digite o nome do participante'],
      ['a duplicate name', ['Ana Souza', 'Convidado 1', 'CONVIDADO 1'], 409, 'Este nome já está na lista de participantes!'],
      ['a list over the quotas', ['Ana Souza', 'Convidado 1', 'Convidado 2', 'Dani'], 409, 'Limite de 3 participantes atingido! (3/3)'],
      ['a list without the organizer', ['Convidado 1', 'Convidado 2'], 409, 'Você (organizador) não pode ser removido'],
      ['an empty list', [], 400, 'Você (organizador) não pode ser removido'],
      ['the organizer not first', ['Convidado 1', 'Ana Souza'], 400, 'O organizador deve ser o primeiro da lista'],
    ])('refuses %s', async (_label, names, status, detail) => {
      const { linkId, token } = await createTestGroup(t);
      const res = await put(linkId, names, token);
      expect(res.statusCode).toBe(status);
      expect(res.json().detail).toBe(detail);
      expect((await getGroup(t, linkId)).invited_participants).toEqual(['Ana Souza', 'Convidado 1', 'Convidado 2']);
    });

    it('keeps whoever paid on the list (409), and takes off a name with only an unpaid PIX, withdrawing the charge', async () => {
      const { linkId, token } = await createTestGroup(t);
      await join(t, linkId, 'Convidado 1');
      await join(t, linkId, 'Convidado 2', { method: 'pix' });
      const res = await put(linkId, ['Ana Souza', 'Convidado 2'], token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: 'Convidado 1 já pagou ou está pagando e não pode ser removido', code: 'participant_paying' });
      const unpaid = await put(linkId, ['Ana Souza', 'Convidado 1'], token);
      expect(unpaid.statusCode).toBe(200);
      expect(unpaid.json().group.invited_participants).toEqual(['Ana Souza', 'Convidado 1']);
      expect((await paymentsOf(t, linkId)).map((p) => [p.name, p.status])).toEqual([['Convidado 1', 'authorized'], ['Convidado 2', 'cancelled']]);
    });
  });

  describe('DELETE /api/groups/{linkId}/participants/{name}', () => {
    it('needs the organizer token (403)', async () => {
      const { linkId } = await createTestGroup(t);
      for (const bad of [undefined, 'errado']) {
        const res = await removeName(linkId, 'Convidado 1', bad);
        expect(res.statusCode).toBe(403);
        expect(res.json().detail).toBe('Apenas o organizador pode alterar a lista de participantes');
      }
    });

    it('removes an unpaid invitee (names matched without case or accents) with the spec message', async () => {
      const { linkId, token } = await createTestGroup(t, { names: ['Ana Souza', 'João Silva', 'Bia'] });
      const res = await removeName(linkId, 'joao  silva', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'João Silva removido do grupo' });
      expect(res.json().group.invited_participants).toEqual(['Ana Souza', 'Bia']);
      expect(res.json().group.payment_summary.pending_count).toBe(3); // the free slot is still a quota to pay
    });

    it('never removes the organizer, a payer, or a name not on the list; an unpaid PIX keeps nobody on it', async () => {
      const { linkId, token } = await createTestGroup(t);
      await join(t, linkId, 'Convidado 1');
      await join(t, linkId, 'Convidado 2', { method: 'pix' });
      const organizer = await removeName(linkId, 'Ana Souza', token);
      expect(organizer.statusCode).toBe(409);
      expect(organizer.json().detail).toBe('Você (organizador) não pode ser removido');
      const paid = await removeName(linkId, 'Convidado 1', token);
      expect(paid.statusCode).toBe(409);
      expect(paid.json().detail).toBe('Convidado 1 já pagou ou está pagando e não pode ser removido');
      const unknown = await removeName(linkId, 'Zé', token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Participante não encontrado na lista do grupo');
      expect((await getGroup(t, linkId)).invited_participants).toHaveLength(3);
      const unpaid = await removeName(linkId, 'convidado 2', token);
      expect(unpaid.statusCode).toBe(200);
      expect(unpaid.json().group.invited_participants).toEqual(['Ana Souza', 'Convidado 1']);
      expect((await paymentsOf(t, linkId)).find((p) => p.name === 'Convidado 2')?.status).toBe('cancelled');
    });

    it('changes only active groups (409 once completed or expired)', async () => {
      const done = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
      await join(t, done.linkId, 'Ana Souza');
      await join(t, done.linkId, 'Bia');
      expect((await getGroup(t, done.linkId)).status).toBe('completed');
      const res = await put(done.linkId, ['Ana Souza'], done.token);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('Este grupo já está completo: todas as cotas foram pagas');

      const old = await createTestGroup(t);
      await t.clock.ahead(49 * HOUR, async () => {
        const expired = await removeName(old.linkId, 'Convidado 1', old.token);
        expect(expired.statusCode).toBe(409);
        expect(expired.json().detail).toBe('Este grupo expirou; os pagamentos foram devolvidos automaticamente');
        expect((await getGroup(t, old.linkId)).status).toBe('expired');
      });
    });
  });

  describe('DELETE /api/groups/{link_id}', () => {
    it('deletes only expired groups, only for their organizer', async () => {
      const { linkId, token } = await createTestGroup(t);
      await join(t, linkId, 'Convidado 1');
      const active = await deleteGroup(linkId, token);
      expect(active.statusCode).toBe(409);
      expect(active.json().detail).toBe('Apenas grupos expirados podem ser excluídos');

      await t.clock.ahead(48 * HOUR, async () => {
        expect((await deleteGroup(linkId)).statusCode).toBe(403);
        const wrong = await deleteGroup(linkId, 'outro-token');
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json().detail).toBe('Apenas o organizador pode excluir este grupo');
        expect((await getGroup(t, linkId)).status).toBe('expired');

        const ok = await deleteGroup(linkId, token);
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ success: true, message: 'Grupo excluído com sucesso!' });
        expect((await t.app.inject(`/api/groups/${linkId}`)).statusCode).toBe(404);
        expect(await paymentsOf(t, linkId)).toHaveLength(0);
        expect((await deleteGroup(linkId, token)).statusCode).toBe(404);
      });
    });

    it('expires (and refunds) a group that is due but not yet swept before deleting it', async () => {
      const { linkId, token } = await createTestGroup(t);
      await join(t, linkId, 'Convidado 1');
      await t.clock.ahead(48 * HOUR, async () => {
        const res = await deleteGroup(linkId, token);
        expect(res.statusCode).toBe(200);
        expect(await outboxFor(t, `group-expired:${linkId}`)).toHaveLength(1);
      });
    });

    it('keeps an expired group while a refund or void is still owed by the provider, so the payment is not lost with it', async () => {
      const { linkId, token } = await createTestGroup(t);
      await join(t, linkId, 'Convidado 1');
      await t.clock.ahead(48 * HOUR, async () => {
        await expireDueGroups(t.app.ctx); // the sweep expires it and gives its money back
        expect((await paymentsOf(t, linkId)).map((p) => p.status)).not.toContain('authorized');
        const [payment] = await paymentsOf(t, linkId);
        // The provider failed the refund so far: the reconciliation job will try again.
        await t.database.db.updateTable('payments').set({ provider_due: 'refund' }).where('id', '=', payment!.id).execute();
        const kept = await deleteGroup(linkId, token);
        expect(kept.statusCode).toBe(409);
        expect(kept.json().detail).toBe('Ainda estamos devolvendo os pagamentos deste grupo. Tente excluir de novo em alguns minutos.');
        expect(await paymentsOf(t, linkId)).toHaveLength(1);

        await t.database.db.updateTable('payments').set({ provider_due: null }).where('id', '=', payment!.id).execute();
        expect((await deleteGroup(linkId, token)).statusCode).toBe(200);
      });
    });

    it('keeps completed groups (409)', async () => {
      const { linkId, token } = await createTestGroup(t, { quotas: 2, names: ['Ana Souza', 'Bia'] });
      await join(t, linkId, 'Ana Souza');
      await join(t, linkId, 'Bia');
      const res = await deleteGroup(linkId, token);
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe('Apenas grupos expirados podem ser excluídos');
    });
  });

  it('describes the group routes in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject('/api/docs/json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/groups', '/api/groups/{linkId}', '/api/groups/{linkId}/join', '/api/groups/{linkId}/participants/{name}', '/api/groups/{link_id}',
    ]));
  });
});
