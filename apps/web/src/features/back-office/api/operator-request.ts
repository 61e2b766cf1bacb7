import type { AnswerOf, Call } from '@juntai/contract/api';
import { type QueryKey, useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest, type CallArgs } from '../../../lib/api-client.ts';
import { useCallMutation, useCallQuery } from '../../../lib/call-hooks.ts';
import { clearSessionUser } from '../lib/session-user.ts';

export { operatorApi } from '@juntai/contract/api';

/**
 * A call of the back office that needs the operator's session (the HttpOnly cookie). A 401 means the
 * session is gone (expired, logged out elsewhere, password reset): the stored header user is
 * forgotten, and the layout, which watches it, sends the screen to the login.
 */
export async function operatorRequest<C extends Call>(call: C, ...input: CallArgs<C>): Promise<AnswerOf<C>> {
  try {
    return await apiRequest(call, ...input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSessionUser();
    throw error;
  }
}

/** The back office's reads and changes: useCallQuery and useCallMutation through operatorRequest. */
export const useOperatorQuery: typeof useCallQuery = (key, call, options) => useCallQuery(key, call, { request: operatorRequest, ...options });
export const useOperatorMutation: typeof useCallMutation = (call, refreshes, input) => useCallMutation(call, refreshes, input, operatorRequest);

/** Creates a record (id null: POST) or rewrites one (PUT) with the same checked form's body. */
export function useSaveRecord<B>(create: Call, update: Call, refreshes: readonly QueryKey[]) {
  return useMutation({
    // The form checked the body with the contract's schema; the server checks it again.
    mutationFn: ({ id, body }: { id: number | null; body: B }) => (id === null
      ? operatorRequest(create, { body } as never) : operatorRequest(update, { params: { id }, body } as never)) as Promise<{ detail: string }>,
    meta: { refreshes },
  });
}

/** Reads that change seldom (names for filters, the status page) keep the app's usual staleness, not the panels' 0. */
export const SELDOM_STALE_MS = 10_000;

export const backOfficeKeys = {
  all: ['super-admin'] as const,
  me: ['super-admin', 'me'] as const,
  dashboard: (period: string) => ['super-admin', 'dashboard', period] as const,
  merchants: (query: { status: string; search: string; page: number }) => ['super-admin', 'merchants', query] as const,
  merchantsAll: ['super-admin', 'merchants'] as const,
  plans: ['super-admin', 'plans'] as const,
};
