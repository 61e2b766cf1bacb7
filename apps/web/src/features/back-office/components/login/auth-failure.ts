import { ApiError, errorMessage } from '../../../../lib/api-client.ts';

/** The login screens' failure text: 'Erro de conexão com o servidor' when the network failed, else the server's detail or the fallback. */
export function authFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 0) return 'Erro de conexão com o servidor';
  return errorMessage(error, fallback);
}
