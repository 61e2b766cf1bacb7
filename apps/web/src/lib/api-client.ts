import type { AnswerOf, BodyOf, Call, ParamNames } from '@juntai/contract/api';
import type { QueryClient } from '@tanstack/react-query';

/** The API table's areas, so a call's file imports the table and the client from one place. */
export { catalogueApi, dashboardApi, groupsApi, merchantApi, operatorApi } from '@juntai/contract/api';

/** An API failure with the server's Portuguese `detail` (or none when the network failed). */
export class ApiError extends Error {
  constructor(readonly status: number, readonly detail: string | undefined, readonly code?: string) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The server's detail if it gave one, else the screen's own fallback message (spec's catalogue). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}

/** How an API call reaches the server: the browser's fetch on the app's own origin, unless replaced. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/** Routes every API call through `next` (tests stand in for the server with it). */
export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

/**
 * The query client each server drawing reads through (entry-server.tsx): its queries' calls go to the
 * API's in-process public reads, not over HTTP. A per-client fetch, because drawings run at the same time.
 */
const clientFetches = new WeakMap<QueryClient, ApiFetch>();

export function fetchThrough(client: QueryClient, next: ApiFetch): QueryClient {
  clientFetches.set(client, next);
  return client;
}

/** What a query's call takes from the query (TanStack's query function context): its signal and its client. */
export interface Via {
  signal?: AbortSignal | undefined;
  client?: QueryClient | undefined;
}

/** What a call's path takes: its `:name` parameters and the query. */
type PathInput<C extends Call> = (C extends Call<infer Url> ? [ParamNames<Url>] extends [never] ? { params?: undefined } : { params: Record<ParamNames<Url>, string | number> } : never)
  & { query?: Record<string, string | number | boolean | undefined> | URLSearchParams | undefined };

/** What a call takes: the path's parts, its body (when it has one), extra headers and a signal. */
export type CallInput<C extends Call> = PathInput<C> & ([BodyOf<C>] extends [never] ? { body?: undefined } : { body: BodyOf<C> }) & Via & {
  headers?: Record<string, string>;
};

/** Whether every field of the input is optional, so the input itself may be left out. */
export type CallArgs<C extends Call> = object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

/** The call's path with its parameters filled in (encoded) and its query, skipping empty values. */
export function pathOf<C extends Call>(call: C, ...[input]: CallArgs<C>): string {
  const params = (input?.params ?? {}) as Record<string, string | number>;
  const path = call.url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
  const query = input?.query instanceof URLSearchParams ? input.query : new URLSearchParams(
    Object.entries(input?.query ?? {}).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined).map(([key, value]) => [key, String(value)]),
  );
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Makes an API call of the table (`@juntai/contract/api`) on the app's own origin; answers its shape. */
export async function apiRequest<C extends Call>(call: C, ...input: CallArgs<C>): Promise<AnswerOf<C>> {
  return (await apiRequestWithHeaders(call, ...input)).data;
}

/**
 * apiRequest that also hands back the response headers, for answers that carry data there (a list's
 * next-page cursor and total count).
 */
export async function apiRequestWithHeaders<C extends Call>(call: C, ...args: CallArgs<C>): Promise<{ data: AnswerOf<C>; headers: Headers }> {
  const options: Partial<CallInput<Call>> = args[0] ?? {};
  const path = pathOf(call, ...args);
  let response: Response;
  // A file (an image upload) goes as it is, with the Content-Type its caller gives; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob;
  try {
    response = await (options.client && clientFetches.get(options.client) || apiFetch)(path, {
      method: call.method,
      headers: { accept: 'application/json', ...(options.body !== undefined && !raw ? { 'content-type': 'application/json' } : {}), ...options.headers },
      body: options.body === undefined ? null : raw ? (options.body as Blob) : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined, 'network');
  }
  const text = await response.text();
  const json: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (json ?? {}) as { detail?: unknown; code?: unknown };
    throw new ApiError(response.status, typeof body.detail === 'string' ? body.detail : undefined, typeof body.code === 'string' ? body.code : undefined);
  }
  return { data: json as AnswerOf<C>, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
