import { merchantMessages, type ButtonSettings, DEFAULT_BUTTON_SETTINGS, type UpdateSettingsRequest } from '@juntai/contract';
import { storeSiteOrigin } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { DEFAULT_STORE_ID, findStore, updateStoreButton } from '../../db/repositories/stores.ts';
import { notFound } from '../../errors.ts';

const buttonOf = (store: ButtonSettings): ButtonSettings => ({
  button_text: store.button_text,
  button_bg_color: store.button_bg_color,
  button_text_color: store.button_text_color,
  onboarding_completed: store.onboarding_completed,
  site_url: store.site_url,
});

/** GET /api/admin/settings: a store's button (the default store's when none is named). */
export async function readButtonSettings(ctx: AppContext, storeId: string = DEFAULT_STORE_ID): Promise<ButtonSettings> {
  const store = await findStore(ctx.db, storeId);
  if (!store) {
    if (storeId === DEFAULT_STORE_ID) return { ...DEFAULT_BUTTON_SETTINGS, onboarding_completed: false, site_url: null };
    throw notFound(merchantMessages.storeNotFound, 'store_not_found');
  }
  return buttonOf(store);
}

/**
 * PUT /api/admin/settings: changes the session's own store only; the body's `store_id` (the spec
 * sends 'default') is ignored. Onboarding can be marked completed, never undone.
 */
export async function saveButtonSettings(ctx: AppContext, storeId: string, input: UpdateSettingsRequest): Promise<ButtonSettings> {
  const store = await updateStoreButton(ctx.db, storeId, {
    button_text: input.button_text.trim(),
    button_bg_color: input.button_bg_color.toLowerCase(),
    button_text_color: input.button_text_color.toLowerCase(),
    onboarding_completed: input.onboarding_completed,
    // The schema let through only '' or an http(s) address: kept as its origin, the part the rule compares.
    site_url: input.site_url === undefined ? undefined : (storeSiteOrigin(input.site_url) ?? null),
  });
  return buttonOf(store);
}
