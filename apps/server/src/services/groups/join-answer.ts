import type { ErrorBody, JoinResponse, joinRequestSchema } from '@juntai/contract';
import type { z } from 'zod';
import { groupErrorCodes, groupMessages } from '@juntai/contract';
import type { StoredAnswer } from '../../db/repositories/idempotency.ts';
import { AppError } from '../../errors.ts';
import type { PaymentBeforeQrCode } from '../../presenters/group.ts';

/** A join's request as the route parsed it; every step of the join reads it. */
export type JoinInput = z.output<typeof joinRequestSchema>;

export interface Idempotency {
  key: string;
  /** sha256 of the request body; the same key with another body is refused. */
  requestHash: string;
}

/** A join's answer as made (and stored) under the group's lock: a PIX's QR code is drawn after it. */
export type AnswerBeforeQrCode = (Omit<JoinResponse, 'payment'> & { payment: PaymentBeforeQrCode }) | ErrorBody;

export interface JoinAnswerBeforeQrCode {
  statusCode: 201 | 402 | 409;
  body: AnswerBeforeQrCode;
  /** True when this is the stored first answer of the Idempotency-Key. */
  replayed: boolean;
}

/** The key's first answer, given again; 422 when the key comes back with another request. */
export function replayedAnswer(stored: StoredAnswer, idempotency: Idempotency): JoinAnswerBeforeQrCode {
  if (stored.requestHash !== idempotency.requestHash) throw new AppError('unprocessable', groupMessages.idempotencyMismatch, groupErrorCodes.idempotencyMismatch);
  return { statusCode: stored.statusCode as JoinAnswerBeforeQrCode['statusCode'], body: stored.body as AnswerBeforeQrCode, replayed: true };
}
