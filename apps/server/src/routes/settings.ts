import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buttonSettingsSchema, DEFAULT_BUTTON_SETTINGS, publicSettingsSchema } from '@juntai/contract';
import { GROUP_EXPIRY_HOURS_DEFAULT } from '@juntai/domain';
import { readGlobalSetting } from '../db/repositories/global-settings.ts';
import { readGroupExpiryDays } from '../db/repositories/groups.ts';
import { findStore } from '../db/repositories/stores.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the shopper's product page styles its group button from it.
  app.get('/admin/settings', {
    schema: { tags: ['lojista'], summary: 'Aparência do botão "Comprar em Grupo" da loja', response: { 200: buttonSettingsSchema } },
  }, async () => {
    const store = await findStore(app.ctx.db);
    if (!store) return { ...DEFAULT_BUTTON_SETTINGS, onboarding_completed: false };
    return {
      button_text: store.button_text,
      button_bg_color: store.button_bg_color,
      button_text_color: store.button_text_color,
      onboarding_completed: store.onboarding_completed,
    };
  });

  // Public: the global settings a shopper's page shows (the group window in the creation dialog).
  app.get('/settings/public', {
    schema: { tags: ['catálogo'], summary: 'Configurações globais que as páginas do comprador usam', response: { 200: publicSettingsSchema } },
  }, async () => {
    const days = await readGroupExpiryDays(app.ctx.db);
    const name = await readGlobalSetting(app.ctx.db, 'platform_name');
    return {
      platform_name: typeof name === 'string' && name.trim() ? name : 'Juntaí',
      group_expiry_hours: days ? days * 24 : GROUP_EXPIRY_HOURS_DEFAULT,
    };
  });
};
