// Plain values of the groups API (no zod), so the shopper's pages can use them without the schemas.
import { phoneMessages } from '@juntai/domain';

/** The spec's messages (shopper.md §5 and §8), word for word. */
export const groupMessages = {
  required: 'Preencha todos os campos obrigatórios',
  // Beside each empty field of the creation sheet's first step, under the spec's summary above.
  organizerNameRequired: 'Informe seu nome',
  organizerEmailRequired: 'Informe seu e-mail',
  organizerWhatsappRequired: 'Informe seu WhatsApp com DDD',
  quotasRange: 'Número de cotas deve ser entre 2 e 20',
  invalidEmail: 'Informe um e-mail válido',
  invalidWhatsapp: phoneMessages.invalid,
  emptyParticipantName: 'Digite o nome do participante',
  duplicateParticipant: 'Este nome já está na lista de participantes!',
  organizerCannotBeRemoved: 'Você (organizador) não pode ser removido',
  groupNotFound: 'Grupo não encontrado',
  productNotFound: 'Produto não encontrado',
  invalidLinkId: 'Link de grupo inválido',
  invalidInstallments: 'Parcelamento inválido: escolha de 1 a 10 parcelas no cartão',
  participantLimit: (count: number, max: number) => `Limite de ${max} participantes atingido! (${count}/${max})`,
  // The server's own sentences (the spec leaves them to the server).
  productInactive: 'Este produto não está disponível para compra em grupo',
  storeNotSelling: 'Esta loja não está oferecendo compra em grupo no momento',
  productPriceInvalid: 'O preço deste produto não permite dividi-lo em cotas',
  groupSizeOutOfRange: (min: number, max: number) => (min === max
    ? `Este produto é vendido em grupos de exatamente ${min} pessoas`
    : `Este produto é vendido em grupos de ${min} a ${max} pessoas`),
  organizerOnly: 'Apenas o organizador pode alterar a lista de participantes',
  organizerOnlyDelete: 'Apenas o organizador pode excluir este grupo',
  groupCompleted: 'Este grupo já está completo: todas as cotas foram pagas',
  groupExpired: 'Este grupo expirou; os pagamentos foram devolvidos automaticamente',
  onlyExpiredDeletable: 'Apenas grupos expirados podem ser excluídos',
  moneyStillReturning: 'Ainda estamos devolvendo os pagamentos deste grupo. Tente excluir de novo em alguns minutos.',
  participantNotFound: 'Participante não encontrado na lista do grupo',
  participantPaying: (name: string) => `${name} já pagou ou está pagando e não pode ser removido`,
  seatTaken: (name: string) => `${name} já pagou ou está pagando esta cota`,
  seatPaidMeanwhile: (name: string) =>
    `Enquanto seu pagamento era processado, a cota de ${name} foi paga por outra pessoa. Nada foi cobrado de você.`,
  tooManyOpenPix: (count: number) =>
    `Já há ${count} PIX em aberto neste grupo a partir desta conexão. Pague um deles ou espere que vençam para gerar outro.`,
  cardDeclinesBlocked: (until: string) =>
    `Muitos cartões recusados a partir desta conexão ou para este e-mail. Pagamentos com cartão estão bloqueados até ${until}; você ainda pode pagar com PIX.`,
  participantAdded: (name: string) => `${name} adicionado ao grupo`,
  participantRemoved: (name: string) => `${name} removido do grupo`,
  inviteesUpdated: 'Lista de participantes atualizada',
  groupCreated: 'Link gerado com sucesso!',
  groupDeleted: 'Grupo excluído com sucesso!',
  cardApproved: 'Reservado no cartão! Sua cota está garantida e o valor só é cobrado quando o grupo fechar.',
  cardApprovedCompleted: 'Pagamento aprovado! Sua cota está garantida e o grupo está completo.',
  cardDeclined: 'Pagamento recusado pelo emissor do cartão. Tente outro cartão ou pague com PIX.',
  cardPending: 'Pagamento em análise pelo emissor do cartão. Sua cota fica reservada e avisaremos assim que for aprovado.',
  cardDetailsRequired: 'Informe os dados do cartão para pagar com cartão.',
  pixCpfRequired: 'Informe o CPF de quem paga: o Mercado Pago pede o CPF para gerar o PIX.',
  organizerOnlyCover: 'Apenas o organizador pode pagar a cota de outro participante',
  paymentNotCompleted: 'O pagamento anterior não foi concluído e nada foi cobrado. Tente de novo.',
  pixGenerated: 'PIX gerado! Pague com o QR Code ou o copia e cola para garantir sua cota.',
  pixConfirmed: 'Pagamento PIX confirmado! Sua cota está garantida.',
  installmentsNotOffered: (max: number) =>
    `Parcelamento indisponível para esta cota: escolha de 1 a ${max} parcelas (cada parcela deve ser de no mínimo R$ 5,00)`,
  invalidIdempotencyKey: 'Cabeçalho Idempotency-Key inválido: use de 1 a 255 caracteres visíveis',
  idempotencyMismatch: 'Esta chave de idempotência (Idempotency-Key) já foi usada com outros dados; gere uma nova chave para um novo pagamento',
  paymentProviderFailed: 'Não foi possível falar com o provedor de pagamento. Tente novamente em instantes.',
  pixChargeNotFound: 'Cobrança PIX não encontrada',
  pixChargeNotActive: 'Esta cobrança PIX não está mais ativa; gere um novo PIX',
  tooManyGroups: 'Muitos grupos criados a partir desta conexão na última hora. Tente novamente mais tarde.',
  tooManyPayerTokens: 'Envie no máximo 200 tokens de pagamento por requisição',
  tooManyLiveStreams: 'Muitas conexões ao vivo deste endereço. Feche outras abas e tente novamente.',
  liveStreamsFull: 'O acompanhamento ao vivo está lotado agora; a página se atualiza sozinha a cada poucos segundos.',
} as const;

/**
 * The deadline extension (ADR 0031): why it is refused, by the domain's ExtensionRefusal,
 * and what the organizer and the e-mail are told. Shown on the group page and sent as `detail`.
 */
export const extensionMessages = {
  refusal: {
    not_active: 'Só é possível prorrogar um grupo ativo, antes do fim do prazo.',
    already_extended: 'Este grupo já foi prorrogado uma vez.',
    too_few_paid: (minPaidPercent: number) => `Só é possível prorrogar com pelo menos ${minPaidPercent}% das cotas pagas.`,
    too_long: (maxHours: number) => `Escolha de 1 a ${maxHours} horas a mais.`,
    authorization_lapses: 'Uma autorização de cartão venceria antes do novo prazo: não é possível prorrogar tanto.',
  },
  organizerOnly: 'Apenas o organizador pode prorrogar o prazo do grupo',
  extended: 'Prazo prorrogado!',
} as const;

/** The refusal's text with the operator's numbers (the domain's ExtensionRefusal names the reason). */
export function extensionRefusalText(reason: keyof typeof extensionMessages.refusal, settings: { minPaidPercent: number; maxHours: number }): string {
  const texts = extensionMessages.refusal;
  if (reason === 'too_few_paid') return texts.too_few_paid(settings.minPaidPercent);
  if (reason === 'too_long') return texts.too_long(settings.maxHours);
  return texts[reason];
}

/** Header carrying the organizer's secret token (one, or several comma-separated on the dashboard). */
export const ORGANIZER_TOKEN_HEADER = 'x-organizer-token';
/** The server's clock when it answered the group read (ISO 8601, to the millisecond). */
export const SERVER_TIME_HEADER = 'server-time';
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Header carrying this browser's payer tokens (comma-separated): the proof of what it paid. */
export const PAYER_TOKEN_HEADER = 'x-payer-token';
/** At most this many payer tokens in one request (a browser holding more sends the newest). */
export const MAX_PAYER_TOKENS = 200;
