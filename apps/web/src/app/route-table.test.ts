import type { Group } from '@juntai/contract';
import { PAGE_PATHS } from '@juntai/contract/plain';
import { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, matchRoutes, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { groupQueryKey } from '../features/groups/api/get-group.ts';
import { publicSettingsQuery } from '../lib/public-settings.ts';
import { FIRST_VISIT_PAGES } from './first-visit-pages.ts';
import { loadRouteCode, pageDataContext, PAGES, type PageRoute, routes } from './route-table.ts';
import Terms from './routes/shop/terms.tsx';

const group: Group = {
  link_id: 'AbCdEfGhIjKlMnOpQrStUv', product_id: 7, product_name: 'Cafeteira Expresso', product_image: '/images/products/cafeteira.webp',
  product_price: 1000, total_value: 1050, number_of_quotas: 4, quota_value: 262.5, quota_product_part: 250, quota_service_part: 12.5,
  creator_name: 'Ana Souza', invited_participants: [], participants: [], paid_count: 0, status: 'active',
  expires_at: '2026-11-24T15:00:00.000Z', extended: false, created_at: '2026-11-22T15:00:00.000Z', server_time: '2026-11-22T15:00:00.000Z',
  payment_summary: { pending_count: 4, processing_count: 0, failed_count: 0 },
};

/** The route an address opens (the innermost match), as the router finds it. */
const opened = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

describe('the route table', () => {
  it('has a route module for every page address of the contract, found as the router finds it', () => {
    const modules = Object.keys(import.meta.glob(['./routes/*/*.tsx', '!./routes/*/*.test.tsx']));
    for (const path of PAGE_PATHS) expect(modules, path).toContain(`./routes/${PAGES[path].module}`);
  });

  it('finds the page an address opens, with its parameters, and none for an address outside it', () => {
    expect(opened('/g/AbCdEfGhIjKlMnOpQrStUv')).toMatchObject({ route: { path: '/g/:linkId' }, params: { linkId: 'AbCdEfGhIjKlMnOpQrStUv' } });
    expect(opened('/g/abc/comprovante/9')?.route.path).toBe('/g/:linkId/comprovante/:paymentId');
    expect(opened('/super-admin/products/catalogue')?.route.path).toBe('/super-admin/products/catalogue');
    // Outside the table: the app's "not found", which is no page of the table.
    const outside = opened('/nada/aqui')?.route;
    expect(outside?.path).toBe('*');
    expect(outside?.handle).toBeUndefined();
  });

  it('has the shopper pages drawn by the server, and the signed-in panels drawn by the browser', () => {
    const drawn = PAGE_PATHS.filter((path) => PAGES[path].drawn);
    expect(drawn).toEqual(['/', '/product/:id', '/g/:linkId', '/marketplace', '/dashboard', '/privacidade', '/termos']);
  });

  it('builds only pages the server draws into the shared shopper file (their HTML holds the content before that file arrives)', () => {
    const drawnModules = PAGE_PATHS.filter((path) => PAGES[path].drawn).map((path) => PAGES[path].module);
    for (const page of FIRST_VISIT_PAGES) expect(drawnModules).toContain(page);
  });

  it("makes the group page's head from the group and the platform name in the cache, the same the server writes", () => {
    const client = new QueryClient();
    const source = { client, params: { linkId: group.link_id }, origin: 'https://juntai.com.br' };
    const head = (opened(`/g/${group.link_id}`)?.route.handle as PageRoute).head;
    expect(head?.(source)).toBeUndefined(); // nothing to say before the group is in
    client.setQueryData(groupQueryKey(group.link_id), group);
    // Only the name matters here; the rest of the operator's settings are not read.
    client.setQueryData(publicSettingsQuery.queryKey, { platform_name: 'Compra Coletiva' } as never);
    expect(head?.(source)).toMatchObject({
      title: 'Ana Souza te convidou para presentear! — Cafeteira Expresso',
      description: 'Cada um paga R$\u00a0262,50 em 4 cotas. Junte-se pelo Compra Coletiva.',
      image: 'https://juntai.com.br/images/products/cafeteira.webp',
      url: `https://juntai.com.br/g/${group.link_id}`,
      type: 'product',
    });
  });

  it("a page's loader asks for its data with the public settings into the context's cache, and a panel has none", async () => {
    const asked: string[] = [];
    const client = new QueryClient();
    client.prefetchQuery = ((options: { queryKey: readonly unknown[] }) => {
      asked.push(JSON.stringify(options.queryKey));
      return Promise.resolve();
    }) as never;
    const context = new RouterContextProvider();
    context.set(pageDataContext, { client });
    const params = { linkId: group.link_id };
    const loader = opened(`/g/${group.link_id}`)?.route.loader as LoaderFunction;
    await loader({ params, context, request: new Request(`https://juntai.com.br/g/${group.link_id}`) } as never);
    expect(asked).toEqual(['["public-settings"]', JSON.stringify(groupQueryKey(group.link_id))]);
    expect(opened('/admin')?.route.loader).toBeUndefined();
  });

  it("loads the code of the page an address opens before the router starts, once: the first render is the page itself", async () => {
    await loadRouteCode('/termos');
    const route = opened('/termos')!.route;
    expect(route.Component).toBe(Terms);
    expect(route.lazy).toBeUndefined(); // nothing left to load: no fallback first
  });
});
