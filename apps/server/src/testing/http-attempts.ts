import { IDEMPOTENCY_KEY_HEADER } from '@juntai/contract';
import { nextClientAddress } from './api-request.ts';

/**
 * Test helper: requests to real server instances over HTTP as a client on a flaky network sees them.
 * An attempt either got an answer (any status) or none (connection refused or reset, the instance
 * killed mid-request): only the second kind is retried, with the same Idempotency-Key.
 */
export type Answer = { answered: true; status: number; body: any; replayed: boolean } | { answered: false; error: string };

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      // A different client address per request (X-Forwarded-For, trusted from loopback by default), so the
      // per-address rate limits see many shoppers, as they would in production, not one test process.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress(), ...headers },
      body: JSON.stringify(body),
      // A loaded machine answers slowly; only a dead instance should make an attempt go unanswered.
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Kept as text (an HTML error page would say what went wrong).
    }
    return { answered: true, status: res.status, body: parsed, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch (error) {
    return { answered: false, error: error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error) };
  }
}

export interface JoinAttempt {
  linkId: string;
  name: string;
  /** Unique per attempt: ties a payment row and a provider call to the attempt that caused it. */
  email: string;
  method: 'card' | 'pix';
  idempotencyKey: string;
}

export function postJoin(baseUrl: string, attempt: JoinAttempt): Promise<Answer> {
  return postJson(`${baseUrl}/api/groups/${attempt.linkId}/join`, {
    name: attempt.name, email: attempt.email, whatsapp: '11912345678', payment_method: attempt.method, installments: 1,
  }, { [IDEMPOTENCY_KEY_HEADER]: attempt.idempotencyKey });
}

/** Runs `work` over `items` with at most `limit` in flight, in order of start. */
export async function withConcurrency<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
}
