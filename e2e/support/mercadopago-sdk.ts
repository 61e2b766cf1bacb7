import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';

const here = new URL('.', import.meta.url);
const sdkSource = readFileSync(new URL('mercadopago-sdk-stand-in.js', here), 'utf8');
const fieldSource = readFileSync(new URL('mercadopago-secure-field.html', here), 'utf8');

/**
 * Serves the stand-in of Mercado Pago's browser SDK at `sdkUrl` (an address nobody resolves, say
 * https://sdk.mercadopago.test/js/v2) and its Secure Fields' iframes from the same origin, talking to the
 * stand-in of the Payments API at `apiBase` (the iframes through the SDK's origin, forwarded here).
 */
export async function serveMercadoPagoSdk(target: Page | BrowserContext, sdkUrl: string, apiBase: string): Promise<void> {
  const origin = new URL(sdkUrl).origin;
  await target.route(sdkUrl, (route) => route.fulfill({
    contentType: 'text/javascript; charset=utf-8', body: sdkSource.replace("'__MP_API_BASE__'", JSON.stringify(apiBase)),
  }));
  await target.route(`${origin}/secure-fields/**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: fieldSource }));
  // The card number's iframe makes the token on the SDK's origin; the API stand-in answers it.
  await target.route(`${origin}/v1/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${apiBase}${url.pathname}${url.search}` }) });
  });
}
