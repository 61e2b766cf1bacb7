import type { Executor } from '../executor.ts';

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/**
 * Records the first answer to a key (a later attempt to record another one is ignored); unsent, to go
 * in one statement with the change it answers.
 */
export function idempotentAnswerInsert(db: Executor, scope: string, key: string, answer: StoredAnswer, now: Date) {
  return db.insertInto('idempotency_keys').values({
    scope, key, request_hash: answer.requestHash, status_code: answer.statusCode,
    response: JSON.stringify(answer.body), created_at: now,
  }).onConflict((oc) => oc.columns(['scope', 'key']).doNothing());
}

export async function deleteIdempotencyScope(db: Executor, scope: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('scope', '=', scope).execute();
}
