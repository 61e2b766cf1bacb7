import type { AnswerOf, Call } from '@juntai/contract/api';
import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { JSON_CONTENT_TYPE } from './serialised-json.ts';

type Server = RawServerDefault;
type Request = RawRequestDefaultExpression;
type Reply = RawReplyDefaultExpression;

/** What a route's success statuses answer, as its response schemas describe it. */
type SuccessAnswer<Schema> = Schema extends { response: infer Responses }
  ? { [Status in keyof Responses]: Status extends 200 | 201 ? Responses[Status] extends z.ZodType ? z.output<Responses[Status]> : never : never }[keyof Responses]
  : never;

/** The call itself when the route's success answer fits the table's answer type; a type error otherwise. */
type Fitting<C extends Call, Schema> = [SuccessAnswer<Schema>] extends [AnswerOf<C>] ? C : { answerDoesNotFitTheTable: SuccessAnswer<Schema> };

/** Every route is mounted under /api (app.ts); the API table's paths include it. */
const API_PREFIX = '/api';

/**
 * Registers a route of the API table (`@juntai/contract/api`, ADR 0057): its method and path come from
 * the table the web calls through, so the two cannot drift, and a 200/201 response schema whose answer
 * does not fit the table's answer type fails the typecheck. The schema and the handler are as for
 * Fastify's own `app.get(path, options, handler)`, with the same inference of the request's types.
 */
export function route<C extends Call, RouteGeneric extends RouteGenericInterface = RouteGenericInterface, ContextConfig = ContextConfigDefault,
  const SchemaCompiler extends FastifySchema = FastifySchema>(
  app: FastifyInstance<Server, Request, Reply, FastifyBaseLogger, ZodTypeProvider>,
  call: Fitting<C, SchemaCompiler>,
  options: RouteShorthandOptions<Server, Request, Reply, RouteGeneric, ContextConfig, SchemaCompiler, ZodTypeProvider>,
  handler: RouteHandlerMethod<Server, Request, Reply, RouteGeneric, ContextConfig, SchemaCompiler, ZodTypeProvider>,
): void {
  const { method, url } = call as C;
  app.route<RouteGeneric, ContextConfig, SchemaCompiler>({ ...options, method, url: url.slice(API_PREFIX.length), handler });
}

export { catalogueApi, dashboardApi, groupsApi, merchantApi, operatorApi } from '@juntai/contract/api';

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

/**
 * A public read of the table (its answer depends on its address alone): registered as its route, and
 * kept in `app.publicReads` with the route's own input schemas and serialiser, so the server drawing a
 * page gets the very answer the browser would, without asking itself over HTTP (plugins/page-drawing.ts).
 */
export function publicRead<C extends Call, const S extends { tags: string[]; summary: string; params?: z.ZodType; querystring?: z.ZodType; response: { 200: z.ZodType } }>(
  app: FastifyInstance<Server, Request, Reply, FastifyBaseLogger, ZodTypeProvider>,
  call: Fitting<C, { response: S['response'] }>,
  schema: S,
  read: (input: { params: Parsed<S['params']>; query: Parsed<S['querystring']> }) => Promise<z.input<S['response'][200]>>,
): void {
  const { url } = call as C;
  route(app, call as never, { schema }, (request) => read(request as never) as never);
  const serialise = serializerCompiler({ schema: schema.response[200], method: 'GET', url });
  app.publicReads.set(url, async ({ params, query }) => jsonAnswer(serialise(await read({
    params: (schema.params?.parse(params) ?? {}) as Parsed<S['params']>, query: (schema.querystring?.parse(query) ?? {}) as Parsed<S['querystring']>,
  }))));
}
