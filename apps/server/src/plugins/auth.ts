import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, authMessages, integrationMessages } from '@juntai/contract';
import { findStore } from '../db/repositories/stores.ts';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import { storeOfApiKey } from '../services/integration/api-keys.ts';
import { type Role, roleSettings } from '../services/auth/roles.ts';
import { resolveSession, type SessionUser, SESSION_MAX_AGE_MS } from '../services/auth/sessions.ts';

/**
 * Who is calling (ADR 0007). A session token comes as `Authorization: Bearer` (API clients) or in the
 * role's HttpOnly cookie (browsers). `app.requireRole(role)` is the onRequest hook of every protected
 * route: 401 without a live session, 403 with a session of the other role (or a merchant with no store).
 * Cookie-carried writes must come from our own pages: SameSite=Strict plus an Origin check. The calls
 * a store's back end may make (`app.requireStoreCaller`) also take the store's API key.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** An `onRequest` hook: runs before the body is parsed, so a stranger learns nothing of a route's shape. */
    requireRole: (role: Role) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The session of `role` when the request carries a live one, else undefined (routes open to others too). */
    optionalAccount: (request: FastifyRequest, role: Role) => Promise<SessionUser | undefined>;
    setSessionCookie: (reply: FastifyReply, role: Role, token: string) => void;
    clearSessionCookie: (reply: FastifyReply, role: Role) => void;
    /**
     * An `onRequest` hook for the calls a store's back end may make: a store API key
     * (`Authorization: Bearer jk_live_…`) or a merchant session. Sets `request.storeId`.
     */
    requireStoreCaller: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    account: SessionUser | undefined;
    /** The store the caller acts for (from its API key or its merchant session): requireStoreCaller. */
    storeId: string | undefined;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The name of a role's session cookie. On an https site it is `__Host-`-prefixed (and Secure): the
 * browser keeps such a cookie only when set over https, for Path=/ and without Domain, so neither a
 * subdomain nor a plain-http page can plant or overwrite it. Plain http (local runs) keeps the bare name.
 */
export function sessionCookieName(app: FastifyInstance, role: Role): string {
  return isHttpsSite(app) ? `__Host-${roleSettings[role].cookie}` : roleSettings[role].cookie;
}

const isHttpsSite = (app: FastifyInstance) => app.ctx.env.PUBLIC_BASE_URL?.startsWith('https://') ?? false;

/** The session candidates of a request, best first: Bearer, the role's own cookie, the other role's cookie. */
function tokensFor(app: FastifyInstance, request: FastifyRequest, role: Role): Array<{ token: string; viaCookie: boolean }> {
  const other: Role = role === 'merchant' ? 'operator' : 'merchant';
  const bearer = bearerOf(request);
  const candidates: Array<{ token: string; viaCookie: boolean }> = [];
  if (bearer) candidates.push({ token: bearer, viaCookie: false });
  for (const r of [role, other]) {
    // Parsed by @fastify/cookie; a value that is not valid percent-encoding is kept as sent, and matches no session.
    const value = request.cookies[sessionCookieName(app, r)];
    if (value) candidates.push({ token: value, viaCookie: true });
  }
  return candidates;
}

/** The origins our own pages are served from: the configured public address and this request's host. */
function ownOrigins(app: FastifyInstance, request: FastifyRequest): Set<string> {
  const origins = new Set<string>([`${request.protocol}://${request.host}`]);
  if (app.ctx.env.PUBLIC_BASE_URL) origins.add(new URL(app.ctx.env.PUBLIC_BASE_URL).origin);
  return origins;
}

/**
 * Refuses a cookie-carried write from another site. Browsers send Origin on every write (and
 * Sec-Fetch-Site); a request with neither is not from a browser, and a non-browser holds its own
 * cookie anyway, so it is let through.
 */
export function assertSameSite(app: FastifyInstance, request: FastifyRequest): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!ownOrigins(app, request).has(origin)) throw forbidden(authMessages.crossSite, 'cross_site');
    return;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(authMessages.crossSite, 'cross_site');
}

/** 403 for a store the operator switched off or that uninstalled the button. */
function assertStoreOpen(status: SessionUser['storeStatus'] | undefined): void {
  if (status === 'inactive') throw forbidden(authMessages.storeInactive, 'store_inactive');
  if (status === 'uninstalled') throw forbidden(authMessages.storeUninstalled, 'store_uninstalled');
}

/** Decorates the root app (not an encapsulated plugin): every route file sees `requireRole`. */
export async function registerAuth(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('account', undefined);
  app.decorateRequest('storeId', undefined);
  const secure = isHttpsSite(app);
  const setCookie = (reply: FastifyReply, role: Role, value: string, maxAgeSeconds: number) =>
    reply.setCookie(sessionCookieName(app, role), value, { path: '/', httpOnly: true, sameSite: 'strict', maxAge: maxAgeSeconds, secure });

  // The browser keeps the cookie as long as the server could accept it; the server ends it sooner
  // when it goes unused (sliding expiry, sessions.ts).
  app.decorate('setSessionCookie', (reply: FastifyReply, role: Role, token: string) => {
    setCookie(reply, role, token, SESSION_MAX_AGE_MS / 1000);
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply, role: Role) => {
    setCookie(reply, role, '', 0);
  });

  app.decorate('optionalAccount', async (request: FastifyRequest, role: Role) => {
    for (const { token, viaCookie } of tokensFor(app, request, role)) {
      const account = await resolveSession(app.ctx, token);
      if (!account || account.role !== role) continue;
      if (viaCookie) assertSameSite(app, request);
      return account;
    }
    return undefined;
  });

  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    let presented = false;
    for (const { token, viaCookie } of tokensFor(app, request, role)) {
      presented = true;
      const account = await resolveSession(app.ctx, token);
      if (!account) continue;
      if (viaCookie) assertSameSite(app, request);
      if (account.role !== role) throw forbidden(role === 'merchant' ? authMessages.merchantOnly : authMessages.operatorOnly, 'wrong_role');
      if (role === 'merchant' && !account.store) throw forbidden(authMessages.merchantOnly, 'no_store');
      if (role === 'merchant') assertStoreOpen(account.storeStatus);
      request.account = account;
      return;
    }
    throw presented
      ? new AppError('unauthorized', authMessages.sessionExpired, 'session_expired')
      : unauthorized(authMessages.sessionRequired, 'session_required');
  });

  const merchant = app.requireRole('merchant');
  app.decorate('requireStoreCaller', async (request: FastifyRequest, reply: FastifyReply) => {
    const bearer = bearerOf(request);
    if (!bearer?.startsWith(API_KEY_PREFIX)) {
      await merchant(request, reply);
      request.storeId = request.account!.store!.store_id;
      return;
    }
    reply.header('cache-control', 'no-store');
    const storeId = await storeOfApiKey(app.ctx, bearer);
    if (!storeId) throw unauthorized(integrationMessages.keyInvalid, 'api_key_invalid');
    assertStoreOpen((await findStore(app.ctx.db, storeId))?.status);
    request.storeId = storeId;
  });
}
