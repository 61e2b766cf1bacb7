import type { EmailContent } from '../content.ts';

/** To whoever signed a store up with this address (ADR 0056): the link that creates the account. */
export const signupConfirmationContent = (signup: { name: string; link: string }): EmailContent => ({
  subject: 'Confirme seu e-mail para criar sua loja — Juntaí',
  greeting: `Olá, ${signup.name}!`,
  blocks: [
    'Recebemos um cadastro de loja no Painel do Lojista do Juntaí com este e-mail.',
    { lead: 'Abra este link em até 24 horas para criar sua conta. Ele funciona uma única vez:', label: 'Confirmar e criar minha conta', href: signup.link },
    'Se não foi você, ignore este e-mail: nenhuma conta é criada sem este link.',
  ],
});

/**
 * To an address that already has an account when someone signs a store up with it: the sign-in page
 * and how to get a new password, instead of a second account (the sign-up's answer says nothing of it).
 */
export const accountExistsContent = (account: { name: string; area: string; link: string }): EmailContent => ({
  subject: 'Você já tem uma conta no Juntaí',
  greeting: `Olá, ${account.name}!`,
  blocks: [
    `Recebemos um cadastro de loja com este e-mail, mas ele já tem uma conta no Juntaí (${account.area}). Nenhuma conta nova foi criada.`,
    { lead: 'Entre com sua senha por este link. Se não se lembra dela, use "Esqueci minha senha" na mesma página:', label: 'Entrar na minha conta', href: account.link },
    'Se não foi você quem tentou o cadastro, ignore este e-mail: sua conta continua como está.',
  ],
});
