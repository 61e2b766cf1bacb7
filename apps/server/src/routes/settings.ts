import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages, merchantMessages } from '@juntai/contract';
import { renameStore } from '../db/repositories/stores.ts';
import { readButtonSettings, saveButtonSettings } from '../services/merchant/button-settings.ts';
import { publicSettings } from '../services/public-settings.ts';
import { ownStoreId } from './merchant-common.ts';
import { done } from './done.ts';
import { catalogueApi, merchantApi, publicRead, route } from './api-route.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the shopper's product page styles its group button from it.
  publicRead(app, catalogueApi.buttonSettings, {
    tags: ['lojista'], summary: 'Aparência do botão "Comprar em Grupo" da loja (a padrão, ou ?store_id=)',
  }, async ({ query }) => readButtonSettings(app.ctx, query.store_id));

  // A change to the session's own store: its merchant only, the same refusals.
  const ownStoreChange = (summary: string) => ({ onRequest: app.requireRole('merchant'), schema: { tags: ['lojista'], summary } });

  route(app, merchantApi.updateSettings, ownStoreChange('Salva o botão da loja da sessão (o store_id do corpo é ignorado)'), async (request) => done(merchantMessages.settingsSaved, { settings: await saveButtonSettings(app.ctx, ownStoreId(request), request.body) }));

  route(app, merchantApi.renameStore, ownStoreChange('Muda o nome da loja da sessão (o store_id continua o mesmo)'), async (request) => done(authMessages.storeNameSaved, { store: await renameStore(app.ctx.db, ownStoreId(request), request.body.store_name) }));

  // Public: the global settings a shopper's page shows (name, icons, support e-mail, the group window).
  publicRead(app, catalogueApi.publicSettings, {
    tags: ['catálogo'], summary: 'Configurações globais que as páginas do comprador usam',
  }, async () => publicSettings(app.ctx));
};
