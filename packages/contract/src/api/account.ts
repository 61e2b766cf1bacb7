import type * as s from '../index.ts';
import { call, shape } from './call.ts';

/** The login, logout, password and who-am-I calls, the same under the merchant's panel and the back office. */
/* @__NO_SIDE_EFFECTS__ */
export function accountCalls<const Base extends string>(base: Base) {
  return {
    login: call('POST', `${base}/login`, shape<typeof s.sessionResponseSchema, typeof s.loginRequestSchema>),
    logout: call('POST', `${base}/logout`, shape<typeof s.logoutResponseSchema>),
    forgotPassword: call('POST', `${base}/forgot-password`, shape<typeof s.forgotPasswordResponseSchema, typeof s.forgotPasswordRequestSchema>),
    resetPassword: call('POST', `${base}/reset-password`, shape<typeof s.resetPasswordResponseSchema, typeof s.resetPasswordRequestSchema>),
    me: call('GET', `${base}/me`, shape<typeof s.meResponseSchema>),
  };
}
