import { useMutation } from '@tanstack/react-query';
import { apiRequest, merchantApi } from '../../../lib/api-client.ts';

/** POST /api/admin/forgot-password: always the same neutral message, whether the e-mail has an account or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await apiRequest(merchantApi.forgotPassword, { body: { email } })).message,
  });
}
