import { BUTTON_TEXT_MAX } from './settings-defaults.ts';

/**
 * The merchant panel's plain values (messages, list limits and headers), without zod: the panel's
 * screens read them from `@juntai/contract/plain`, and the schemas of merchant.ts use them.
 */
export const merchantMessages = {
  invalidStatus: 'Status inválido (use active, completed ou expired)',
  invalidLimit: 'limit deve ser um número inteiro de 1 a 200',
  invalidCursor: 'Cursor de paginação inválido: recomece a lista do início',
  searchTooLong: 'A busca pode ter no máximo 100 caracteres',
  buttonTextRequired: 'Informe o texto do botão',
  invalidSiteUrl: 'Informe o endereço do site da loja começando com https:// (por exemplo https://minhaloja.com.br), ou deixe em branco',
  buttonTextTooLong: `O texto do botão pode ter no máximo ${BUTTON_TEXT_MAX} caracteres`,
  invalidColor: 'Cor inválida: use o formato #rrggbb (por exemplo #059669)',
  invalidStoreId: 'Loja inválida',
  storeNotFound: 'Loja não encontrada',
  otherStoreGroup: 'Este grupo é de outra loja',
  settingsSaved: 'Configurações salvas com sucesso!',
} as const;

export const MERCHANT_GROUPS_DEFAULT_LIMIT = 50;
export const MERCHANT_GROUPS_MAX_LIMIT = 200;
/** Response headers of GET /api/admin/groups: the cursor of the next page (absent on the last) and the total. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
export const TOTAL_COUNT_HEADER = 'x-total-count';
