import { text } from 'node:stream/consumers';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** What a test needs of an answer: status, headers, body text and its JSON when it is JSON. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: unknown;
}

export interface ApiRequest {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
  remoteAddress?: string;
}

/**
 * Sends a request through `app.inject` and reads the answer. Streamed as the app writes it, so an
 * event stream (text/event-stream never ends on its own) is answered by its status and headers alone
 * and then dropped, which lets generated requests reach the live-update route too.
 */
export async function sendRequest(app: FastifyInstance, request: ApiRequest): Promise<Answer> {
  const controller = new AbortController();
  const res = await app.inject({
    method: request.method as InjectOptions['method'], url: request.url, headers: request.headers, remoteAddress: request.remoteAddress,
    ...(request.payload === undefined ? {} : { payload: request.payload as InjectOptions['payload'] }),
    payloadAsStream: true, signal: controller.signal,
  });
  const stream = res.stream();
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stream.on('error', () => { /* the abort below, expected */ });
    controller.abort();
    return { status: res.statusCode, headers: res.headers, body: '', json: undefined };
  }
  const body = await text(stream);
  let json: unknown;
  if (String(res.headers['content-type'] ?? '').includes('json')) {
    try { json = JSON.parse(body); } catch { json = undefined; }
  }
  return { status: res.statusCode, headers: res.headers, body, json };
}

let addressCounter = 0;
/** A fresh client address per call, so per-address rate limits do not end a generated run early. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${100 + Math.floor(addressCounter / 62_500) % 150}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}
