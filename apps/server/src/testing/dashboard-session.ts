import { hashToken, newSecretToken } from '../services/secret-tokens.ts';
import type { TestApp } from './test-app.ts';

/** A Meus Grupos session for `email`, as the e-mailed access link would have made it: its raw token. */
export async function signedInSession(t: TestApp, email: string): Promise<string> {
  const token = newSecretToken();
  await t.database.db.insertInto('dashboard_sessions').values({
    token_hash: hashToken(token), email, expires_at: new Date(t.clock.now().getTime() + 24 * 3_600_000), created_at: t.clock.now(),
  }).execute();
  return token;
}
