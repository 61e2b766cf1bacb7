import type { EmailContent } from '../content.ts';

/** To a new store's contact: the single-use link (7 days) to create the merchant account's password. */
export const merchantInvitationContent = (invite: { storeName: string; link: string }): EmailContent => ({
  subject: `Convite para o Painel do Lojista — ${invite.storeName}`,
  greeting: 'Olá!',
  blocks: [
    `A loja ${invite.storeName} foi cadastrada no Juntaí, a compra em grupo para os seus clientes.`,
    {
      lead: 'Crie a senha da sua conta de lojista por este link (vale por 7 dias e funciona uma única vez):',
      label: 'Criar minha senha',
      href: invite.link,
    },
  ],
});
