import { z } from 'zod';
import * as s from '../index.ts';
import type { accountCalls } from '../api/account.ts';
import { checked } from './checked.ts';

/** The failures of the merchant's store routes. */
export const merchantErrors = { 400: s.errorSchema, 401: s.errorSchema, 403: s.errorSchema, 404: s.errorSchema } as const;
/** The failures every back-office route may answer. */
export const operatorErrors = { 400: s.errorSchema, 401: s.errorSchema, 403: s.errorSchema, 404: s.errorSchema, 409: s.errorSchema } as const;
/** The failures of the login, sign-up and password calls of both account areas. */
export const accountErrors = { 400: s.errorSchema, 401: s.errorSchema, 403: s.errorSchema, 409: s.errorSchema, 429: s.errorSchema } as const;
/** The failures of an image upload, a file or an address. */
export const imageErrors = { 400: s.errorSchema, 401: s.errorSchema, 403: s.errorSchema, 413: s.errorSchema, 415: s.errorSchema } as const;


/** The login, logout, who am I and password calls with their schemas, the same in the merchant's panel and the back office. */
export const checkedAccountCalls = <Base extends string>(calls: ReturnType<typeof accountCalls<Base>>) => ({
  login: checked(calls.login, { body: s.loginRequestSchema, response: { 200: s.sessionResponseSchema, ...accountErrors } }),
  logout: checked(calls.logout, { response: { 200: s.logoutResponseSchema, ...accountErrors } }),
  forgotPassword: checked(calls.forgotPassword, { body: s.forgotPasswordRequestSchema, response: { 200: s.forgotPasswordResponseSchema, ...accountErrors } }),
  resetPassword: checked(calls.resetPassword, { body: s.resetPasswordRequestSchema, response: { 200: s.resetPasswordResponseSchema, ...accountErrors } }),
  me: checked(calls.me, { response: { 200: s.meResponseSchema, ...accountErrors } }),
});

/** A call that makes an account and signs it in (sign-up confirmed, invitation, first operator): 201 and the session. */
export const sessionStart = <Body extends z.ZodType>(body: Body) => ({ body, response: { 201: s.sessionResponseSchema, ...accountErrors } }) as const;

/** An image upload: the file itself (its body is parsed by the route), or an address to fetch it from. */
export const imageSchemas = {
  uploadImage: { response: { 201: s.imageStoredResponseSchema, ...imageErrors } },
  imageFromUrl: { body: s.imageFromUrlSchema, response: { 201: s.imageStoredResponseSchema, ...imageErrors } },
} as const;
