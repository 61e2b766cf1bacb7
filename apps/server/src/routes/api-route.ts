import type { Call } from '@juntai/contract/api';
import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type Server = RawServerDefault;
type Request = RawRequestDefaultExpression;
type Reply = RawReplyDefaultExpression;

/** Every route is mounted under /api (app.ts); the API table's paths include it. */
const API_PREFIX = '/api';

/**
 * Registers a route of the API table (`@juntai/contract/api`, ADR 0057): its method and path come from
 * the table the web calls through, so the two cannot drift; the schema and the handler are as for
 * Fastify's own `app.get(path, options, handler)`, with the same inference of the request's types.
 */
export function route<RouteGeneric extends RouteGenericInterface = RouteGenericInterface, ContextConfig = ContextConfigDefault,
  const SchemaCompiler extends FastifySchema = FastifySchema>(
  app: FastifyInstance<Server, Request, Reply, FastifyBaseLogger, ZodTypeProvider>,
  call: Call,
  options: RouteShorthandOptions<Server, Request, Reply, RouteGeneric, ContextConfig, SchemaCompiler, ZodTypeProvider>,
  handler: RouteHandlerMethod<Server, Request, Reply, RouteGeneric, ContextConfig, SchemaCompiler, ZodTypeProvider>,
): void {
  app.route<RouteGeneric, ContextConfig, SchemaCompiler>({ ...options, method: call.method, url: call.url.slice(API_PREFIX.length), handler });
}

export { catalogueApi, dashboardApi, groupsApi, merchantApi, operatorApi } from '@juntai/contract/api';
