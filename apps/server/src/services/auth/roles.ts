import { MERCHANT_SESSION_COOKIE, OPERATOR_SESSION_COOKIE } from '@juntai/contract';
import type { UserRole } from '../../db/schema.ts';

/**
 * The two kinds of account. A merchant belongs to one store and sees only its data; an operator
 * (the spec's super administrator) runs the back office. Each has its own session cookie and its own
 * page for choosing a new password.
 */
export type Role = 'merchant' | 'operator';

export const roleSettings: Record<Role, { dbRole: UserRole; cookie: string; resetPath: string; resetTokenParam: string }> = {
  merchant: { dbRole: 'merchant', cookie: MERCHANT_SESSION_COOKIE, resetPath: '/admin', resetTokenParam: 'redefinir' },
  operator: { dbRole: 'super_admin', cookie: OPERATOR_SESSION_COOKIE, resetPath: '/super-admin/login', resetTokenParam: 'reset_token' },
};

export function roleOf(dbRole: UserRole): Role {
  return dbRole === 'super_admin' ? 'operator' : 'merchant';
}
