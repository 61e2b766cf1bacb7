import type { AppContext } from '../context.ts';

/**
 * The base of links sent by e-mail. Never the request's Host header: anyone could ask for a link to
 * someone else's e-mail with a forged Host and receive the victim's click on their own site.
 */
export function publicBaseUrl(ctx: Pick<AppContext, 'env'>): string {
  return (ctx.env.PUBLIC_BASE_URL ?? `http://localhost:${ctx.env.PORT}`).replace(/\/+$/, '');
}
