import type { z } from 'zod';

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

/**
 * The answer's type as a schema describes it, without the schema itself: the web app takes the API's
 * shapes as types only (the server already answers through the same schemas), so zod never travels to
 * a phone (ADR 0012) nor loads with a panel's first screen (ADR 0038).
 */
export type Answer<S extends z.ZodType> = z.output<S>;

/**
 * How an API call reaches the server: the browser's fetch on the app's own origin, or, while the
 * server renders a page (entry-server.tsx), the server answering itself in-process.
 */
type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/** Routes every API call through `next` (the server renderer's in-process fetch). */
export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API on the app's own origin; `T` is the answer's shape (`Answer<typeof schema>`). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/**
 * apiRequest that also hands back the response headers, for answers that carry data there (a list's
 * next-page cursor and total count).
 */
export async function apiRequestWithHeaders<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  let response: Response;
  // A file (an image upload) goes as it is, with the Content-Type its caller gives; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob;
  try {
    response = await apiFetch(path, {
      method: options.method ?? 'GET',
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
  return { data: json as T, headers: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
