import type { EmailContent } from '../content.ts';

/** Who answered a data request: the person in Meus Grupos, or the operator on their behalf. */
export type DataRequestChannel = 'self' | 'operator';

const byWhom = (channel: DataRequestChannel) => (channel === 'self'
  ? 'pela seção "Meus dados" de Meus Grupos'
  : 'pela equipe de privacidade, a seu pedido');

const notYou = 'Se não foi você, responda a este e-mail ou escreva ao encarregado de dados indicado na Política de privacidade.';

/** The answer to an export (LGPD art. 18, II and V): what was handed over, and where it went. */
export function dataExportedContent(channel: DataRequestChannel): EmailContent {
  return {
    subject: 'Cópia dos seus dados — Juntaí',
    greeting: 'Olá!',
    blocks: [
      `Uma cópia de todos os dados guardados com este e-mail foi gerada ${byWhom(channel)}: grupos organizados, pagamentos e e-mails enviados, em um arquivo JSON.`,
      notYou,
    ],
  };
}

/** The answer to a correction (art. 18, III): what changed. */
export function dataCorrectedContent(change: { name?: string | undefined; whatsapp?: string | undefined }, groups: number): EmailContent {
  const what = [change.name ? `nome: ${change.name}` : null, change.whatsapp ? `WhatsApp: ${change.whatsapp}` : null].filter(Boolean).join('; ');
  return {
    subject: 'Seus dados foram corrigidos — Juntaí',
    greeting: 'Olá!',
    blocks: [
      `Corrigimos seus dados nos grupos ainda ativos (${what}). ${groups === 1 ? 'Um grupo organizado por você mostra' : `${groups} grupos organizados por você mostram`} a correção; pagamentos já feitos mantêm o valor e a forma de pagamento.`,
      notYou,
    ],
  };
}

/** The answer to an erasure (art. 18, VI): what was anonymised, what was kept and why, and what waits. */
export function dataErasedContent(channel: DataRequestChannel, activeGroups: number): EmailContent {
  const waiting = activeGroups === 0
    ? 'Não há grupos ativos com este e-mail, então nada mais fica guardado em seu nome.'
    : `${activeGroups === 1 ? 'Um grupo com você ainda está ativo' : `${activeGroups} grupos com você ainda estão ativos`}: seus dados neles continuam até o fim de cada grupo, para que a compra ou o reembolso aconteçam, e serão anonimizados automaticamente quando o grupo terminar.`;
  return {
    subject: 'Seus dados foram excluídos — Juntaí',
    greeting: 'Olá!',
    blocks: [
      `Seu pedido de exclusão foi atendido ${byWhom(channel)}. Seu nome, e-mail e WhatsApp foram anonimizados nos grupos encerrados, nos e-mails enviados, nos avisos às lojas e nos registros internos.`,
      'Por obrigação legal, os registros de dinheiro (valor, data, forma de pagamento e referência do Mercado Pago) ficam guardados por 5 anos, sem nenhum dado que identifique você.',
      waiting,
      'Este é o último e-mail sobre esses grupos encerrados.',
    ],
  };
}
