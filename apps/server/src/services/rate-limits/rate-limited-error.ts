import { authMessages } from '@juntai/contract';
import { AppError } from '../../errors.ts';

/** The one 429 of the app: Portuguese `detail` saying in how many minutes to try again, and Retry-After. */
export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super('rate_limited', authMessages.tooManyAttempts(Math.ceil(seconds / 60)), 'rate_limited', { 'retry-after': String(seconds) });
  }
}
