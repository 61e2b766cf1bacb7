import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buttonSettingsSchema, DEFAULT_BUTTON_SETTINGS } from '@juntai/contract';
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
};
