import type { EmailContent } from '../content.ts';

/** "Ver meus grupos de outro aparelho": the single-use link (30 minutes) to the dashboard. */
export const accessLinkContent = (link: string): EmailContent => ({
  subject: 'Seu link de acesso a Meus Grupos — Juntaí',
  greeting: 'Olá!',
  blocks: [
    'Recebemos um pedido para ver, em outro aparelho, os grupos que você organiza ou dos quais participa no Juntaí.',
    { lead: 'Abra este link em até 30 minutos. Ele funciona uma única vez:', label: 'Ver meus grupos', href: link },
    'Se não foi você, ignore este e-mail: ninguém vê seus grupos sem este link.',
  ],
});
