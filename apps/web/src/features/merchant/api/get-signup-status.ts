import { merchantApi } from '../../../lib/api-client.ts';
import { useCallQuery } from '../../../lib/call-hooks.ts';
import { merchantKeys } from './query-keys.ts';

/** GET /api/admin/signup-status (public): may a store sign up, and does the default store have its merchant yet. */
export const useSignupStatus = (enabled: boolean) => useCallQuery(merchantKeys.signupStatus, merchantApi.signupStatus, { enabled, retry: 1 });
