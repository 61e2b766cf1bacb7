import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { publicBaseUrl } from '../public-base-url.ts';
import { passwordResetContent } from '../email/kinds/password-reset.ts';
import { emailOf, enqueueEmail } from '../email/outbox.ts';
import { type Role, roleSettings } from './roles.ts';

/** The page where this role chooses a new password, with the token and e-mail filled in. */
export function passwordResetLink(ctx: AppContext, role: Role, token: string, email: string): string {
  const { resetPath, resetTokenParam } = roleSettings[role];
  const query = new URLSearchParams({ [resetTokenParam]: token, email });
  return `${publicBaseUrl(ctx)}${resetPath}?${query.toString()}`;
}

/** Queues the reset e-mail in the caller's transaction (sent by the outbox job). */
export async function passwordResetEmail(ctx: AppContext, trx: Executor, reset: { role: Role; to: string; name: string; token: string }): Promise<void> {
  const link = passwordResetLink(ctx, reset.role, reset.token, reset.to);
  await enqueueEmail(trx, emailOf(reset.to, passwordResetContent({ name: reset.name, area: roleSettings[reset.role].area, link })));
}
