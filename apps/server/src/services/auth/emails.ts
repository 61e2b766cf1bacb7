import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/executor.ts';
import { publicBaseUrl } from '../dashboard/access-link.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { type Role, roleSettings } from './roles.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page where this role chooses a new password, with the token and e-mail filled in. */
export function passwordResetLink(ctx: AppContext, role: Role, token: string, email: string): string {
  const { resetPath, resetTokenParam } = roleSettings[role];
  const query = new URLSearchParams({ [resetTokenParam]: token, email });
  return `${publicBaseUrl(ctx)}${resetPath}?${query.toString()}`;
}

/** Queues the reset e-mail in the caller's transaction (sent by the outbox job). */
export async function passwordResetEmail(ctx: AppContext, trx: Executor, reset: { role: Role; to: string; name: string; token: string }): Promise<void> {
  const link = passwordResetLink(ctx, reset.role, reset.token, reset.to);
  const area = reset.role === 'merchant' ? 'Painel do Lojista' : 'administração da plataforma';
  await enqueueEmail(trx, {
    to: reset.to,
    subject: 'Crie uma nova senha — Juntaí',
    text: [
      `Olá, ${reset.name}!`,
      '',
      `Recebemos um pedido para criar uma nova senha da sua conta no ${area} do Juntaí.`,
      'Abra este link em até 30 minutos. Ele funciona uma única vez:',
      '',
      link,
      '',
      'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
    ].join('\n'),
    html: `<p>Olá, ${escapeHtml(reset.name)}!</p><p>Recebemos um pedido para criar uma nova senha da sua conta no ${area} do Juntaí.</p>`
      + `<p><a href="${escapeHtml(link)}">Criar nova senha</a></p>`
      + '<p>O link vale por 30 minutos e funciona uma única vez. Se não foi você, ignore este e-mail: sua senha continua a mesma.</p>',
  });
}
