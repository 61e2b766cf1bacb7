import type { Account, SessionResponse } from '@juntai/contract';
import type { AccountSession } from '../services/auth/accounts.ts';
import type { SessionUser } from '../services/auth/sessions.ts';
import { roleSettings } from '../services/auth/roles.ts';

/** The signed-in account as the API shows it: never a password hash, never the session's hash. */
export function accountAnswer(account: SessionUser): Account {
  return { name: account.name, email: account.email, role: roleSettings[account.role].dbRole, store: account.store };
}

export function sessionAnswer(session: AccountSession): SessionResponse {
  return { success: true, token: session.token, user: session.user, expires_at: session.expiresAt.toISOString() };
}
