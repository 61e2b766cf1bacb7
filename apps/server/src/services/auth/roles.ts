import { MERCHANT_SESSION_COOKIE, OPERATOR_SESSION_COOKIE } from '@juntai/contract';
import type { UserRole } from '../../db/schema.ts';

/**
 * The two kinds of account. A merchant belongs to one store and sees only its data; an operator
 * (the spec's super administrator) runs the back office. Each has its own session cookie and its own
 * page for choosing a new password.
 */
export type Role = 'merchant' | 'operator';

/**
 * `resetPath` is the role's sign-in page, where a new password is also asked for and chosen; `area`
 * names that part of the product in e-mails.
 */
export const roleSettings: Record<Role, { dbRole: UserRole; cookie: string; resetPath: string; resetTokenParam: string; area: string }> = {
  merchant: { dbRole: 'merchant', cookie: MERCHANT_SESSION_COOKIE, resetPath: '/admin', resetTokenParam: 'redefinir', area: 'Painel do Lojista' },
  operator: { dbRole: 'super_admin', cookie: OPERATOR_SESSION_COOKIE, resetPath: '/super-admin/login', resetTokenParam: 'reset_token', area: 'administração da plataforma' },
};

export function roleOf(dbRole: UserRole): Role {
  return dbRole === 'super_admin' ? 'operator' : 'merchant';
}
