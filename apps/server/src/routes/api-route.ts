import type { AnswerOf, Call } from '@juntai/contract/api';
import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression,
  RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

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
