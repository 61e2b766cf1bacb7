import { OPERATOR_SESSION_COOKIE } from '@juntai/contract';
import { hashPassword } from '../services/auth/passwords.ts';
import { startSession } from '../services/auth/sessions.ts';
import { logInMerchant, ORIGIN, signUpMerchant, type TestMerchant } from './merchant-helpers.ts';
import type { TestApp } from './test-app.ts';

export type ActorName = 'anonymous' | 'merchant A' | 'merchant B' | 'operator' | 'expired session';

/** A caller of the access matrix and the fuzz: the headers a browser of that person sends. */
export interface Actor {
  name: ActorName;
  headers: Record<string, string>;
}

export interface AccessActors {
  actors: Actor[];
  merchantA: TestMerchant;
  merchantB: TestMerchant;
  byName: (name: ActorName) => Actor;
  /** New sessions for A, B and the operator (after a test logged them out), updating their headers. */
  renewSessions: () => Promise<void>;
}

const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;

/**
 * The five callers, each as the web app sends them: the session in its HttpOnly cookie plus the
 * page's own Origin (what the same-site check of cookie-carried writes expects). Merchant A owns the
 * default store (the seeded catalogue's), B a store of its own. The expired session is a real
 * session of A that the clock moved past its lifetime; the other sessions start after that move.
 */
export async function createAccessActors(t: TestApp): Promise<AccessActors> {
  const firstA = await signUpMerchant(t, { name: 'Loja Alfa' });
  const firstB = await signUpMerchant(t, { name: 'Loja Beta' });
  // The expired session must have been a working one, or its 401s would prove nothing.
  const alive = await t.app.inject({ url: '/api/admin/me', headers: { cookie: firstA.cookie } });
  if (alive.statusCode !== 200) throw new Error(`the session to expire did not work: ${alive.statusCode}`);
  t.clock.advance(SESSION_LIFETIME_MS + 60_000);
  const merchantA = await logInMerchant(t, firstA);
  const merchantB = await logInMerchant(t, firstB);
  const operatorId = (await t.database.db.insertInto('users').values({
    email: 'operadora.matriz@example.com', name: 'Operadora', password_hash: await hashPassword('senha-da-operadora-1'),
    role: 'super_admin', store_id: null, created_at: t.clock.now(),
  }).returning('id').executeTakeFirstOrThrow()).id;
  const operatorCookie = async () => `${OPERATOR_SESSION_COOKIE}=${(await startSession(t.app.ctx, t.database.db, operatorId)).token}`;

  const actors: Actor[] = [
    { name: 'anonymous', headers: { origin: ORIGIN } },
    { name: 'expired session', headers: { cookie: firstA.cookie, origin: ORIGIN } },
    { name: 'operator', headers: { cookie: await operatorCookie(), origin: ORIGIN } },
    { name: 'merchant B', headers: { cookie: merchantB.cookie, origin: ORIGIN } },
    { name: 'merchant A', headers: { cookie: merchantA.cookie, origin: ORIGIN } },
  ];
  const byName = (name: ActorName) => actors.find((a) => a.name === name)!;
  const renewSessions = async () => {
    byName('merchant A').headers.cookie = (await logInMerchant(t, firstA)).cookie;
    byName('merchant B').headers.cookie = (await logInMerchant(t, firstB)).cookie;
    byName('operator').headers.cookie = await operatorCookie();
  };
  return { actors, merchantA, merchantB, byName, renewSessions };
}
