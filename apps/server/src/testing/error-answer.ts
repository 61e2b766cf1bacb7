import type { Answer } from './api-request.ts';

/**
 * Words of English error messages (ours or a library's) that have no place in a Portuguese `detail`.
 * Portuguese words that happen to look alike ("Campo", "inválido") are not on it.
 */
const ENGLISH = /\b(must|should|invalid|required|expected|body|querystring|params|headers|received|unexpected|error|failed|not found|too (big|small|long|short)|unsupported|request|property)\b/i;

const ZOD_GENERIC_ALONE = /^(Entrada inválida|Opção inválida|Demasiado (grande|pequeno)|Texto inválido|Número inválido: deve ser múltiplo|Chaves? inválidas?|Valor de discriminação)/;

/** What is wrong with a 4xx answer's body, or undefined when it is the app's Portuguese error. */
export function problemWithErrorAnswer(answer: Answer): string | undefined {
  const body = answer.json as { success?: unknown; detail?: unknown } | undefined;
  if (body === undefined || typeof body !== 'object' || body === null) return `not a JSON object: ${answer.body.slice(0, 200)}`;
  if (body.success !== false) return `success is not false: ${answer.body.slice(0, 200)}`;
  if (typeof body.detail !== 'string' || body.detail.trim() === '') return `no detail: ${answer.body.slice(0, 200)}`;
  const detail = body.detail;
  // A raw library message: zod's issue list, Fastify's "body/name must ...", a stack.
  if (/^[[{]/.test(detail.trim()) || /"code"\s*:|\bat .+:\d+:\d+/.test(detail)) return `raw message in detail: ${detail.slice(0, 200)}`;
  // Zod's locale message alone tells no one which field to fix.
  if (ZOD_GENERIC_ALONE.test(detail)) return `zod's generic message without the field: ${detail.slice(0, 200)}`;
  const english = ENGLISH.exec(detail);
  if (english) return `English word "${english[0]}" in detail: ${detail.slice(0, 200)}`;
  return undefined;
}
