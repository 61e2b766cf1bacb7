import type { ButtonSettings } from '@juntai/contract';
import { DEFAULT_BUTTON_SETTINGS } from '@juntai/contract/plain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, catalogueApi } from '../../../lib/api-client.ts';

type GroupButtonLook = Pick<ButtonSettings, 'button_text' | 'button_bg_color' | 'button_text_color'>;

/**
 * The store's "Comprar em Grupo" button (GET /api/admin/settings). The spec only logs a failure and
 * keeps the defaults, so this never errors: a shopper always gets a working button.
 *
 * Stale at once: the server draws the product page with the look anyone gets (it asks with no cookies,
 * ADR 0035), so the browser asks again once the page is running, and a signed-in merchant then sees
 * their own store's look. For everyone else the answer is the one already drawn, and nothing moves.
 */
export const groupButtonLookQuery = queryOptions({
  queryKey: ['admin-settings', 'button'],
  queryFn: async ({ signal, client }): Promise<GroupButtonLook> => {
    try {
      const { button_text, button_bg_color, button_text_color } = await apiRequest(catalogueApi.buttonSettings, { signal, client });
      return { button_text, button_bg_color, button_text_color };
    } catch (error) {
      console.error('Erro ao carregar as configurações do botão; usando o padrão.', error);
      return { ...DEFAULT_BUTTON_SETTINGS };
    }
  },
  retry: false,
  staleTime: 0,
});
