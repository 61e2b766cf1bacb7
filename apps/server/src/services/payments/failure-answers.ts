import { type ErrorBody, groupErrorCodes, groupMessages } from '@juntai/contract';
import { IdempotencyMismatchError } from '../groups/join-group.ts';
import { ProviderError } from './provider.ts';

/**
 * The answers of the payment failures that AppError has no kind for: an Idempotency-Key reused with
 * another body (422) and a payment provider that cannot be reached (502). Undefined for any other
 * error, which the app's error handler answers.
 */
export function paymentFailureAnswer(error: unknown): { statusCode: 422 | 502; body: ErrorBody } | undefined {
  if (error instanceof IdempotencyMismatchError) {
    return { statusCode: 422, body: { success: false, detail: groupMessages.idempotencyMismatch, code: groupErrorCodes.idempotencyMismatch } };
  }
  if (error instanceof ProviderError) {
    return { statusCode: 502, body: { success: false, detail: groupMessages.paymentProviderFailed, code: groupErrorCodes.providerUnavailable } };
  }
  return undefined;
}
