import { formatDateTime } from './dates.ts';
import { countOf } from './plural.ts';
import { type GroupStatus, unpaidCount } from './group-rules.ts';
import { cents, type Cents, formatBRL } from './money.ts';
import { containsKeyword, foldText } from './text-search.ts';

/**
 * The texts of the group page's WhatsApp sharing (shopper.md §2 "Group page", §9): a "smart" message
 * themed by keywords of the product name, a casual one, a "last slots" one, and the link with a
 * short description for the clipboard. Plus the message a merchant sends a group's organizer.
 * WhatsApp renders *text* in bold; the clipboard text has no such marks.
 */

export type MessageTheme = 'gift' | 'tech' | 'home' | 'family' | 'default';

export interface ShareMessageInput {
  productName: string;
  creatorName: string;
  quotaValue: Cents;
  numberOfQuotas: number;
  paidCount: number;
  link: string;
  expiresAt?: Date | string | null;
  productPrice: Cents;
  /** The operator's icons (global settings icon_paid, icon_button); the spec's ✅ and 🤝 by default. */
  icons?: { paid?: string | undefined; button?: string | undefined } | undefined;
}

/**
 * Keywords of each theme, folded (lower-case, no accents; see text-search.ts). They match whole
 * words with an optional plural ending. When words of several themes appear, the longest keyword
 * wins ("cama elástica" is family, not home; "relógio smartwatch" is tech), ties go to the earlier
 * theme in this list.
 */
export const THEME_KEYWORDS: Readonly<Record<Exclude<MessageTheme, 'default'>, readonly string[]>> = {
  gift: [
    'presente', 'aniversario', 'chocolate', 'bombom', 'perfume', 'flor', 'flores', 'buque', 'joia', 'colar',
    'brinco', 'anel', 'pulseira', 'relogio', 'vinho', 'champanhe', 'espumante', 'cesta', 'pelucia',
    'maquiagem', 'bolsa', 'lembranca', 'surpresa', 'vale presente',
  ],
  tech: [
    'celular', 'smartphone', 'iphone', 'galaxy', 'notebook', 'laptop', 'macbook', 'computador', 'pc',
    'tablet', 'ipad', 'kindle', 'fone', 'fone de ouvido', 'headphone', 'headset', 'airpods', 'caixa de som',
    'console', 'playstation', 'ps4', 'ps5', 'xbox', 'nintendo', 'nintendo switch', 'videogame', 'video game',
    'tv', 'smart tv', 'televisao', 'televisor', 'monitor', 'smartwatch', 'apple watch', 'camera', 'drone',
    'impressora', 'alexa', 'echo dot',
  ],
  home: [
    'geladeira', 'refrigerador', 'freezer', 'sofa', 'cama', 'colchao', 'fogao', 'cooktop', 'forno', 'panela',
    'airfryer', 'air fryer', 'fritadeira', 'micro ondas', 'microondas', 'aspirador', 'robo aspirador',
    'cafeteira', 'maquina de cafe', 'mesa', 'cadeira', 'guarda roupa', 'armario', 'estante', 'lava loucas',
    'maquina de lavar', 'lavadora', 'secadora', 'ventilador', 'ar condicionado', 'liquidificador',
    'batedeira', 'torradeira', 'luminaria', 'tapete', 'cortina', 'travesseiro', 'edredom', 'decoracao',
  ],
  family: [
    'viagem', 'passeio', 'parque', 'disney', 'hotel', 'pousada', 'resort', 'cruzeiro', 'carrinho de bebe',
    'bebe', 'berco', 'cadeirinha', 'churrasqueira', 'churrasco', 'piscina', 'brinquedo', 'bicicleta',
    'patinete', 'barraca', 'camping', 'cama elastica', 'lego', 'boneca', 'familia',
  ],
};

const THEME_WORDS = (Object.entries(THEME_KEYWORDS) as [MessageTheme, readonly string[]][])
  .flatMap(([theme, keywords]) => keywords.map((keyword) => ({ theme, keyword })));

/** The theme of a product name by keyword (case- and accent-insensitive); 'default' when none fits. */
export function detectTheme(productName: string): MessageTheme {
  const name = foldText(productName);
  let best: { theme: MessageTheme; length: number } = { theme: 'default', length: 0 };
  for (const { theme, keyword } of THEME_WORDS) {
    // A whole-word match needs the keyword's letters in the name: the plain search first spares building
    // and running ~150 patterns on every render of the group page (tens of ms on a slow phone).
    if (keyword.length > best.length && name.includes(keyword) && containsKeyword(name, keyword)) best = { theme, length: keyword.length };
  }
  return best.theme;
}

/** The high-price rule: above R$ 1.000,00 … */
export const HIGH_PRICE_THRESHOLD = cents(100_000);
/** … with more than 4 quotas, the smart message stresses how little each person pays. */
export const HIGH_PRICE_MIN_QUOTAS_EXCLUSIVE = 4;
/** The "last slots" message is offered when this many quotas or fewer remain unpaid (and some do). */
export const LAST_SLOTS_THRESHOLD = 2;

export function isHighPriceSplit(productPrice: Cents, numberOfQuotas: number): boolean {
  return productPrice > HIGH_PRICE_THRESHOLD && numberOfQuotas > HIGH_PRICE_MIN_QUOTAS_EXCLUSIVE;
}

/** Whether to offer the "last slots" message: 1 or 2 quotas left unpaid. */
export function shouldOfferLastSlots(numberOfQuotas: number, paidCount: number): boolean {
  const left = unpaidCount(numberOfQuotas, paidCount);
  return left > 0 && left <= LAST_SLOTS_THRESHOLD;
}

function spotsLine(input: ShareMessageInput): string {
  const left = unpaidCount(input.numberOfQuotas, input.paidCount);
  if (left === 0) return `${input.icons?.paid ?? '✅'} Todas as ${input.numberOfQuotas} cotas já foram pagas!`;
  const verb = left === 1 ? 'Falta' : 'Faltam';
  return `🙋 ${verb} ${countOf(left, 'cota', 'cotas')} de ${input.numberOfQuotas} para o grupo fechar.`;
}

/**
 * Every quota is kept for a name on the organizer's list, so a message never asks anyone to race for
 * one ("garanta a sua"): it tells them theirs is waiting under their name.
 */
const RESERVED_FOR_YOU = 'Sua cota está reservada com o seu nome';

function expiryLine(input: ShareMessageInput): string | null {
  return input.expiresAt ? `⏰ O grupo fica aberto até ${formatDateTime(input.expiresAt)}.` : null;
}

const THEME_OPENINGS: Record<MessageTheme, (product: string, creator: string, buttonIcon: string) => string> = {
  gift: (p, c) => `🎁 Bora juntar para um presente especial? ${c} está organizando a compra de *${p}* em grupo!`,
  tech: (p, c) => `📱 Tecnologia fica mais leve quando a gente divide! ${c} está organizando a compra de *${p}* em grupo.`,
  home: (p, c) => `🏠 Vamos equipar a casa juntos? ${c} está organizando a compra de *${p}* em grupo.`,
  family: (p, c) => `👨‍👩‍👧‍👦 Programa para a família toda! ${c} está organizando a compra de *${p}* em grupo.`,
  default: (p, c, icon) => `${icon} Bora dividir? ${c} está organizando a compra de *${p}* em grupo.`,
};

/** The smart message: opening by theme, the per-person value (stressed for expensive splits), spots, link. */
export function smartMessage(input: ShareMessageInput): string {
  const theme = detectTheme(input.productName);
  const quota = formatBRL(input.quotaValue);
  const value = isHighPriceSplit(input.productPrice, input.numberOfQuotas)
    ? `💸 Sozinho seria ${formatBRL(input.productPrice)}, mas dividindo entre ${input.numberOfQuotas} pessoas fica só ${quota} para cada um!`
    : `💰 Cada pessoa paga só ${quota}.`;
  return [
    THEME_OPENINGS[theme](input.productName, input.creatorName, input.icons?.button ?? '🤝'),
    value,
    spotsLine(input),
    expiryLine(input),
    `👉 ${RESERVED_FOR_YOU}. Pague a sua aqui: ${input.link}`,
  ].filter((line): line is string => line !== null).join('\n\n');
}

/** A short, informal invitation. */
export function casualMessage(input: ShareMessageInput): string {
  const left = unpaidCount(input.numberOfQuotas, input.paidCount);
  const spots = left > 0 ? ` Ainda ${left === 1 ? 'falta' : 'faltam'} ${countOf(left, 'cota', 'cotas')}; a sua está reservada com o seu nome, bora?` : '';
  return `Oi! 😄 ${input.creatorName} está juntando a galera para comprar *${input.productName}*. `
    + `Cada um paga ${formatBRL(input.quotaValue)}.${spots}\n${input.link}`;
}

/** The urgent message for the last one or two unpaid quotas. */
export function lastSlotsMessage(input: ShareMessageInput): string {
  const left = unpaidCount(input.numberOfQuotas, input.paidCount);
  const only = left === 1 ? 'Só falta 1 cota' : `Só faltam ${left} cotas`;
  return [
    `🚨 *Últimas cotas!* ${only} no grupo de *${input.productName}*.`,
    `${RESERVED_FOR_YOU}: pague ${formatBRL(input.quotaValue)} antes que o prazo acabe:`,
    expiryLine(input),
    input.link,
  ].filter((line): line is string => line !== null).join('\n');
}

/** A WhatsApp text ready to send, and which of the texts above it is. */
export interface ReadyMessage {
  kind: 'smart' | 'casual' | 'last_slots';
  text: string;
}

/**
 * The texts a reminder before the deadline hands the organizer: the "last slots" one when it is
 * offered (shouldOfferLastSlots), else the smart one; then the casual one.
 */
export function reminderMessages(input: ShareMessageInput): ReadyMessage[] {
  const first: ReadyMessage = shouldOfferLastSlots(input.numberOfQuotas, input.paidCount)
    ? { kind: 'last_slots', text: lastSlotsMessage(input) }
    : { kind: 'smart', text: smartMessage(input) };
  return [first, { kind: 'casual', text: casualMessage(input) }];
}

/** The link with a short description, for the clipboard (plain text, no WhatsApp marks). */
export function linkWithDescription(input: ShareMessageInput): string {
  return `${input.creatorName} te convidou para dividir ${input.productName}: `
    + `${countOf(input.numberOfQuotas, 'cota', 'cotas')} de ${formatBRL(input.quotaValue)}. Participe: ${input.link}`;
}

/**
 * The message a merchant sends a group's organizer over WhatsApp, by the group's status. It says which
 * store writes: the organizer does not have the store's number, and a stranger's message about a
 * payment reads as a scam.
 */
export function organizerStatusMessage(status: GroupStatus, productName: string, storeName: string): string {
  const greeting = `Olá! Quem escreve é a loja *${storeName}*.`;
  switch (status) {
    case 'active':
      return `${greeting} Seu grupo para *${productName}* está ativo, compartilhe com seus amigos!`;
    case 'expired':
      return `${greeting} Seu grupo para *${productName}* expirou, gostaria de criar um novo grupo?`;
    case 'completed':
      return `${greeting} Seu grupo para *${productName}* foi concluído com sucesso 🎉`;
  }
}
