import { ApiError, errorMessage } from '../../../lib/api-client.ts';

/**
 * The spec's alert for a failed call (§8): the server's detail, else `fallback`; a network failure
 * says its own 'Erro de conexão …' sentence instead.
 */
export function failureMessage(error: unknown, fallback: string, connection: string): string {
  if (error instanceof ApiError && error.status === 0) return connection;
  return errorMessage(error, fallback);
}
