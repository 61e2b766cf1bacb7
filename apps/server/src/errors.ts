/**
 * The errors a use case may raise on purpose. Each kind maps to one HTTP status in
 * plugins/errors.ts; `detail` is shown to the person as it is, so it is Portuguese and says what to do.
 */
export type AppErrorKind =
  | 'bad_request' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'gone' | 'unprocessable' | 'rate_limited' | 'bad_gateway';

export const statusOfKind: Record<AppErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  rate_limited: 429,
  bad_gateway: 502,
};

export class AppError extends Error {
  /** `headers` go out with the answer (for example Retry-After on a 429). */
  constructor(readonly kind: AppErrorKind, readonly detail: string, readonly code?: string, readonly headers?: Record<string, string>) {
    super(detail);
    this.name = 'AppError';
  }
}

export const badRequest = (detail: string, code?: string) => new AppError('bad_request', detail, code);
export const unauthorized = (detail: string, code?: string) => new AppError('unauthorized', detail, code);
export const forbidden = (detail: string, code?: string) => new AppError('forbidden', detail, code);
export const notFound = (detail: string, code?: string) => new AppError('not_found', detail, code);
export const conflict = (detail: string, code?: string) => new AppError('conflict', detail, code);
