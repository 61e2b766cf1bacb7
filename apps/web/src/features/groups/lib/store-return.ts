import { isOnStoreSite, siteOrigin } from '@juntai/domain';

/**
 * The product page opened from a store's button (docs/integration.md): inside the store's dialog
 * (`embed=1`) it tells the store's page the group's public link; opened in a new tab (`voltar=<page>`)
 * it offers the way back to the store's page with the link in `juntai_grupo`. Never the organizer's token.
 */
export const GROUP_CREATED_MESSAGE = 'juntai:group-created';
/** The shopper closed the creation inside the store's dialog (Esc included): the store's dialog closes too. */
export const CLOSE_MESSAGE = 'juntai:close';
export const RETURN_PARAM = 'juntai_grupo';

/**
 * The store's page to go back to: only an absolute http(s) address on the store's own site (its
 * "Endereço do site da loja", /admin/settings). `voltar=` is in a link anyone can craft: pointing
 * elsewhere, it would hand the new group's link to a look-alike page. No site set: no way back.
 */
export function storeReturnUrl(raw: string | null, storeSite: string | null | undefined): string | undefined {
  if (!raw || !isOnStoreSite(raw, storeSite)) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The store's page with the group's link added as `juntai_grupo`. */
export function returnWithGroup(storeUrl: string, groupUrl: string): string {
  const url = new URL(storeUrl);
  url.searchParams.set(RETURN_PARAM, groupUrl);
  return url.toString();
}

/**
 * Tells the store's page that frames this one about the new group (its public link only). Posted to the
 * store's own site only: a page of any other site framing this one learns nothing (and the server lets
 * only that site frame it). No site known: nothing is posted.
 */
export function notifyEmbedder(groupUrl: string, storeSite: string | null | undefined, win: Window = window): void {
  const origin = siteOrigin(storeSite);
  if (win.parent !== win && origin) win.parent.postMessage({ type: GROUP_CREATED_MESSAGE, url: groupUrl }, origin);
}

/** Asks the store's page that frames this one to close its dialog (the store's own site only). */
export function closeEmbedder(storeSite: string | null | undefined, win: Window = window): void {
  const origin = siteOrigin(storeSite);
  if (win.parent !== win && origin) win.parent.postMessage({ type: CLOSE_MESSAGE }, origin);
}
