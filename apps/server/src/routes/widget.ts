import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationMessages, widgetEventSchema } from '@juntai/contract';
import { buttonOffer, type Cents, dayOf, reaisFromCents } from '@juntai/domain';
import { countWidgetEvent, findWidgetProduct } from '../db/repositories/widget-stats.ts';
import { badRequest, notFound } from '../errors.ts';
import { ANY_ORIGIN } from '../plugins/any-origin.ts';
import { requestBaseUrl } from './request-base-url.ts';
import { route, widgetApi } from './api-route.ts';

const tags = ['widget'];
/** A beacon is a few dozen bytes; anything much larger is not one. */
const BEACON_MAX_BYTES = 1_024;

/**
 * What the widget (GET /widget.js) calls from a store's page: reads open to any origin without
 * credentials, and the beacon that counts views and clicks. Neither can change a group or a payment:
 * the shopper acts only on Juntaí's own pages.
 */
export const widgetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, cors: ANY_ORIGIN };
  });
  // sendBeacon posts a string as text/plain (no CORS preflight); it is parsed as JSON below.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BEACON_MAX_BYTES }, (_request, body, done) => done(null, body));

  route(app, widgetApi.product, {
    schema: { tags, summary: 'O botão de um produto da loja: texto, cores, preço por pessoa e o endereço para criar o grupo' },
  }, async (request, reply) => {
    const { store_id: storeId, external_id: externalId } = request.params;
    const row = await findWidgetProduct(app.ctx.db, storeId, externalId);
    if (!row || row.status !== 'active' || row.store_status !== 'active') throw notFound(integrationMessages.widgetProductUnavailable, 'widget_product_unavailable');
    const offer = buttonOffer(row.price_cents as Cents, row.min_group_size, row.max_group_size);
    const base = requestBaseUrl(app.ctx.env, request);
    // Store pages ask for this on every visit: a minute in the browser's cache spares us the repeats.
    reply.header('cache-control', 'public, max-age=60');
    return {
      product_id: row.id,
      name: row.name,
      price: reaisFromCents(row.price_cents as Cents),
      button_text: row.button_text,
      button_bg_color: row.button_bg_color,
      button_text_color: row.button_text_color,
      number_of_quotas: offer.numberOfQuotas,
      per_person: reaisFromCents(offer.perPerson),
      per_person_label: offer.label,
      create_url: `${base}/product/${row.id}?criar=1`,
      store_site: row.site_url,
    };
  });

  route(app, widgetApi.events, {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    schema: { tags, summary: 'Conta uma exibição ou um clique do botão (navigator.sendBeacon; sem cookies nem dados pessoais)' },
  }, async (request, reply) => {
    let raw: unknown = request.body;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        throw badRequest(integrationMessages.beaconInvalid, 'beacon_invalid');
      }
    }
    const event = widgetEventSchema.safeParse(raw);
    if (!event.success) throw badRequest(integrationMessages.beaconInvalid, 'beacon_invalid');
    const { store_id: storeId, product, type } = event.data;
    // Only a real product of the store is counted, so made-up names cannot fill the table.
    if (!(await findWidgetProduct(app.ctx.db, storeId, product))) throw notFound(integrationMessages.widgetProductUnavailable, 'widget_product_unavailable');
    await countWidgetEvent(app.ctx.db, storeId, product, dayOf(app.ctx.clock.now()), type);
    return reply.status(204).send(null);
  });
};
