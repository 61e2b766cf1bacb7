import type { Group } from '@juntai/contract';
import { PAGE_PATHS } from '@juntai/contract/plain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { groupQueryKey } from '../features/groups/api/get-group.ts';
import { publicSettingsQuery } from '../lib/public-settings.ts';
import { FIRST_VISIT_PAGES } from './first-visit-pages.ts';
import { loadPageData, matchPage, ROUTES } from './route-table.ts';

const group: Group = {
  link_id: 'AbCdEfGhIjKlMnOpQrStUv', product_id: 7, product_name: 'Cafeteira Expresso', product_image: '/images/products/cafeteira.webp',
  product_price: 1000, total_value: 1050, number_of_quotas: 4, quota_value: 262.5, quota_product_part: 250, quota_service_part: 12.5,
  creator_name: 'Ana Souza', invited_participants: [], participants: [], paid_count: 0, status: 'active',
  expires_at: '2026-11-24T15:00:00.000Z', extended: false, created_at: '2026-11-22T15:00:00.000Z', server_time: '2026-11-22T15:00:00.000Z',
  payment_summary: { pending_count: 4, processing_count: 0, failed_count: 0 },
};

describe('the route table', () => {
  it('has a route module for every page address of the contract, found as the router finds it', () => {
    const modules = Object.keys(import.meta.glob(['./routes/*/*.tsx', '!./routes/*/*.test.tsx']));
    for (const path of PAGE_PATHS) expect(modules, path).toContain(`./routes/${ROUTES[path].module}`);
  });

  it('finds the page an address opens, with its parameters, and none for an address outside it', () => {
    expect(matchPage('/g/AbCdEfGhIjKlMnOpQrStUv')).toMatchObject({ path: '/g/:linkId', params: { linkId: 'AbCdEfGhIjKlMnOpQrStUv' } });
    expect(matchPage('/g/abc/comprovante/9')?.path).toBe('/g/:linkId/comprovante/:paymentId');
    expect(matchPage('/super-admin/products/catalogue')?.path).toBe('/super-admin/products/catalogue');
    expect(matchPage('/nada/aqui')).toBeUndefined();
  });

  it('has the shopper pages drawn by the server, and the signed-in panels drawn by the browser', () => {
    const drawn = PAGE_PATHS.filter((path) => ROUTES[path].drawn);
    expect(drawn).toEqual(['/', '/product/:id', '/g/:linkId', '/marketplace', '/dashboard', '/privacidade', '/termos']);
  });

  it('builds only pages the server draws into the shared shopper file (their HTML holds the content before that file arrives)', () => {
    const drawnModules = PAGE_PATHS.filter((path) => ROUTES[path].drawn).map((path) => ROUTES[path].module);
    for (const page of FIRST_VISIT_PAGES) expect(drawnModules).toContain(page);
  });

  it("makes the group page's head from the group and the platform name in the cache, the same the server writes", () => {
    const client = new QueryClient();
    const source = { client, params: { linkId: group.link_id }, origin: 'https://juntai.com.br' };
    expect(ROUTES['/g/:linkId'].head?.(source)).toBeUndefined(); // nothing to say before the group is in
    client.setQueryData(groupQueryKey(group.link_id), group);
    // Only the name matters here; the rest of the operator's settings are not read.
    client.setQueryData(publicSettingsQuery.queryKey, { platform_name: 'Compra Coletiva' } as never);
    expect(ROUTES['/g/:linkId'].head?.(source)).toMatchObject({
      title: 'Ana Souza te convidou para presentear! — Cafeteira Expresso',
      description: 'Cada um paga R$\u00a0262,50 em 4 cotas. Junte-se pelo Compra Coletiva.',
      image: 'https://juntai.com.br/images/products/cafeteira.webp',
      url: `https://juntai.com.br/g/${group.link_id}`,
      type: 'product',
    });
  });

  it('asks for a page\'s data with the public settings, and nothing for a panel that loads its own', async () => {
    const asked: string[] = [];
    const client = new QueryClient();
    client.prefetchQuery = ((options: { queryKey: readonly unknown[] }) => {
      asked.push(JSON.stringify(options.queryKey));
      return Promise.resolve();
    }) as never;
    await loadPageData(matchPage(`/g/${group.link_id}`)!, client);
    expect(asked).toEqual(['["public-settings"]', JSON.stringify(groupQueryKey(group.link_id))]);
    expect(loadPageData(matchPage('/admin')!, client)).toBeUndefined();
  });
});
