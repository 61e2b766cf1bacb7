import type { EmailContent } from '../content.ts';

/** To an account that asked for a new password ("Esqueci minha senha"): the single-use link. */
export const passwordResetContent = (reset: { name: string; area: string; link: string }): EmailContent => ({
  subject: 'Crie uma nova senha — Juntaí',
  greeting: `Olá, ${reset.name}!`,
  blocks: [
    `Recebemos um pedido para criar uma nova senha da sua conta no ${reset.area} do Juntaí.`,
    { lead: 'Abra este link em até 30 minutos. Ele funciona uma única vez:', label: 'Criar nova senha', href: reset.link },
    'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  ],
});
