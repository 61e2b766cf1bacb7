import type { CheckedCall } from '@juntai/contract/api-schemas';
import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

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
