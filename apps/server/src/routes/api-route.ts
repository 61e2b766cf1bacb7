import type { CheckedCall } from '@juntai/contract/api-schemas';
import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { JSON_CONTENT_TYPE } from './serialised-json.ts';

type Server = RawServerDefault;
type Request = RawRequestDefaultExpression;
type Reply = RawReplyDefaultExpression;

/** What a route adds to its call's schemas: how the OpenAPI document files and describes it. */
interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
}

/** Every route is mounted under /api (app.ts); the API table's paths include it. */
const API_PREFIX = '/api';

/**
 * Registers a call of the API table (`@juntai/contract/api-schemas`, ADR 0057): its method, path and
 * schemas (params, query, headers, body, the answer by status) come from the table the web calls
 * through, so the two cannot drift, and the handler's request and reply are typed from those schemas.
 * The options are Fastify's own (hooks, config, body limit) plus the OpenAPI tags and summary.
 */
export function route<const Schemas extends CheckedCall['schema'], RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
  ContextConfig = ContextConfigDefault>(
  app: FastifyInstance<Server, Request, Reply, FastifyBaseLogger, ZodTypeProvider>,
  call: CheckedCall & { readonly schema: Schemas },
  options: Omit<RouteShorthandOptions<Server, Request, Reply, RouteGeneric, ContextConfig, Schemas, ZodTypeProvider>, 'schema'> & { schema: RouteDocs },
  handler: RouteHandlerMethod<Server, Request, Reply, RouteGeneric, ContextConfig, Schemas, ZodTypeProvider>,
): void {
  const { method, url, schema } = call;
  app.route<RouteGeneric, ContextConfig, Schemas>({ ...options, schema: { ...options.schema, ...schema }, method, url: url.slice(API_PREFIX.length), handler });
}

export { catalogueApi, dashboardApi, groupsApi, merchantApi, operatorApi, systemApi, widgetApi } from '@juntai/contract/api-schemas';

/** A public read answered in-process, given the path's parameters and the query as HTTP gives them (strings). */
export type PublicRead = (input: { params: Record<string, string>; query: Record<string, string> }) => Promise<Response>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads (anyone may make them) by their path in the API table: the server draws the shopper pages from them. */
    publicReads: Map<string, PublicRead>;
  }
}

export const jsonAnswer = (json: string, headers: Record<string, string> = {}): Response =>
  new Response(json, { headers: { 'content-type': JSON_CONTENT_TYPE, ...headers } });

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type ReadSchemas = CheckedCall['schema'] & { readonly response: { readonly 200: z.ZodType } };

/**
 * A public read of the table (its answer depends on its address alone): registered as its route, and
 * kept in `app.publicReads` with the call's own input schemas and serialiser, so the server drawing a
 * page gets the very answer the browser would, without asking itself over HTTP (plugins/page-drawing.ts).
 */
export function publicRead<const Schemas extends ReadSchemas>(
  app: FastifyInstance<Server, Request, Reply, FastifyBaseLogger, ZodTypeProvider>,
  call: CheckedCall & { readonly schema: Schemas },
  docs: RouteDocs,
  read: (input: { params: Parsed<Schemas['params']>; query: Parsed<Schemas['querystring']> }) => Promise<z.input<Schemas['response'][200]>>,
): void {
  const { url, schema } = call;
  route(app, call, { schema: docs }, (request) => read(request as never) as never);
  const serialise = serializerCompiler({ schema: schema.response[200], method: 'GET', url });
  app.publicReads.set(url, async ({ params, query }) => jsonAnswer(serialise(await read({
    params: (schema.params?.parse(params) ?? {}) as Parsed<Schemas['params']>, query: (schema.querystring?.parse(query) ?? {}) as Parsed<Schemas['querystring']>,
  }))));
}
