import { z } from 'zod';
import { detailAnswerSchema, emailInput, linkTokenInput, messageAnswerSchema } from './common.ts';
import { ACCOUNT_NAME_MAX, authMessages, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STORE_NAME_MAX } from './auth-messages.ts';

/**
 * Accounts and sessions of the merchant panel (/api/admin/*) and the operator back office
 * (/api/super-admin/*): one mechanism for both roles. The browser keeps the session in an HttpOnly
 * cookie; API clients send the same token as `Authorization: Bearer`. Their plain values are in
 * auth-messages.ts.
 */

const email = emailInput(authMessages.invalidEmail);

/** A new password: the length rules only; the server also refuses the most common passwords. */
export const newPasswordSchema = z.string({ error: authMessages.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort).max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

// ── POST /api/admin/account (onboarding step 1) ────────────────────────────────────────────────
/** A store's name, as the onboarding asks it and the store's settings change it. */
export const storeNameInput = z.string({ error: authMessages.storeNameRequired }).trim()
  .min(1, authMessages.storeNameRequired).max(STORE_NAME_MAX, authMessages.storeNameTooLong);

export const createAccountRequestSchema = z.object({
  name: z.string({ error: authMessages.nameRequired }).trim().min(1, authMessages.nameRequired).max(ACCOUNT_NAME_MAX, authMessages.nameTooLong),
  email,
  password: newPasswordSchema,
  /** The onboarding asks it; left out (the spec's payload), the store is named after the merchant. */
  store_name: storeNameInput.optional(),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/**
 * POST /api/admin/account's 202 (ADR 0056): the e-mail must be confirmed first. A live installation
 * answers it to every sign-up, and a demo one to an e-mail that already has an account, so the answer
 * never says which addresses have accounts; the inbox learns the rest.
 */
export const signupPendingResponseSchema = detailAnswerSchema;
export type SignupPendingResponse = z.infer<typeof signupPendingResponseSchema>;

/** POST /api/admin/account/confirm: the token of the e-mailed confirmation link. */
export const confirmSignupRequestSchema = z.object({
  token: linkTokenInput(authMessages.signupLinkInvalid),
});
export type ConfirmSignupRequest = z.infer<typeof confirmSignupRequestSchema>;

// ── POST /api/admin/login, /api/super-admin/login ───────────────────────────────────────────────
export const loginRequestSchema = z.object({
  email,
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(PASSWORD_MAX_LENGTH, authMessages.invalidCredentials),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const storeSummarySchema = z.object({
  store_id: z.string(),
  store_name: z.string(),
});

/** Who is signed in: never the password, never the session token. */
export const accountSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  store: storeSummarySchema.nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * Answer of login and account creation. `token` is the session secret for API clients (Bearer); a
 * browser does not need to keep it, the HttpOnly cookie carries the same session.
 */
export const sessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: accountSchema,
  expires_at: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const meResponseSchema = accountSchema;

// ── POST …/forgot-password ─────────────────────────────────────────────────────────────────────
export const forgotPasswordRequestSchema = z.object({ email });
/** Always the same neutral answer; the reset token only ever travels by e-mail. */
export const forgotPasswordResponseSchema = messageAnswerSchema;

// ── POST …/reset-password ──────────────────────────────────────────────────────────────────────
export const resetPasswordRequestSchema = z.object({
  email,
  reset_token: linkTokenInput(authMessages.resetInvalid),
  new_password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = detailAnswerSchema;

export const logoutResponseSchema = messageAnswerSchema;

/** GET /api/admin/signup-status (public): may a new store sign up; does the default store have its merchant yet. */
export const signupStatusSchema = z.object({ signup_open: z.boolean(), default_store_claimed: z.boolean() });
export type SignupStatus = z.infer<typeof signupStatusSchema>;

/** POST /api/admin/invitation: the invited merchant chooses name and password (e-mail comes from the invitation). */
export const acceptInvitationRequestSchema = z.object({
  token: linkTokenInput(authMessages.invitationInvalid),
  name: createAccountRequestSchema.shape.name,
  password: newPasswordSchema,
});

/** POST /api/super-admin/setup: the first operator, from the setup link printed at boot. */
export const operatorSetupRequestSchema = createAccountRequestSchema.extend({
  token: acceptInvitationRequestSchema.shape.token,
});

// ── PUT /api/admin/store ─────────────────────────────────────────────────────────────────────────
/** The session's store renamed (its settings screen); the id, in every link, stays. */
export const updateStoreRequestSchema = z.object({ store_name: storeNameInput });
export type UpdateStoreRequest = z.input<typeof updateStoreRequestSchema>;
export const updateStoreResponseSchema = detailAnswerSchema.extend({ store: storeSummarySchema });
