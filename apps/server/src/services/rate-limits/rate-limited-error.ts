import { authMessages } from '@juntai/contract';
import { AppError } from '../../errors.ts';

/**
 * The one 429 of the app, with Retry-After: a Portuguese `detail` saying in how many minutes to try
 * again, or the limit's own sentence.
 */
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number, detail?: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('rate_limited', detail ?? authMessages.tooManyAttempts(Math.ceil(seconds / 60)), 'rate_limited', { 'retry-after': String(seconds) });
  }
}
