import type { ResetPasswordRequest } from '@juntai/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';
import { merchantKeys } from './query-keys.ts';

/**
 * POST /api/admin/reset-password with the e-mailed link's token. The server ends every session of the
 * account, this browser's included, so who is signed in is asked again.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: async (body: ResetPasswordRequest) =>
      (await apiRequest(merchantApi.resetPassword, { body })).detail,
    meta: { refreshes: [merchantKeys.me] },
  });
}
