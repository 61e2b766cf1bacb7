/**
 * The texts of a person's data rights (LGPD art. 18, ADR 0053): "Meus dados" in Meus Grupos and the
 * operator's /super-admin/privacidade. Plain values, so the web app shows them without zod.
 */
export const privacyMessages = {
  sessionRequired: 'Para ver, corrigir ou excluir seus dados, abra o link de acesso enviado ao seu e-mail em "Ver meus grupos de outro aparelho".',
  nothingToCorrect: 'Informe o nome ou o WhatsApp a corrigir.',
  noActiveGroups: 'Você não tem grupos ativos com este e-mail: não há dados a corrigir.',
  corrected: 'Pronto! Corrigimos seus dados nos grupos ativos e enviamos a confirmação ao seu e-mail.',
  erased: 'Pronto! Seus dados foram anonimizados e enviamos a confirmação ao seu e-mail.',
  erasedWithActiveGroups: (groups: number) => `Anonimizamos seus dados dos grupos encerrados. ${groups === 1 ? 'Um grupo seu ainda está ativo' : `${groups} grupos seus ainda estão ativos`}: enquanto ${groups === 1 ? 'ele estiver aberto, seus dados nele continuam' : 'eles estiverem abertos, seus dados neles continuam'} para que a compra aconteça (a cota paga continua valendo e o reembolso, se houver, chega a você). Quando ${groups === 1 ? 'o grupo terminar' : 'cada grupo terminar'}, anonimizaremos seus dados automaticamente. Enviamos esta explicação ao seu e-mail.`,
  invalidSearch: 'Informe um e-mail ou um WhatsApp com DDD para buscar.',
  invalidEmail: 'Informe um e-mail válido.',
  personNotFound: 'Não encontramos dados com este e-mail.',
  operatorErased: 'Dados anonimizados. O titular foi avisado por e-mail.',
} as const;
