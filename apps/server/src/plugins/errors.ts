import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MoneyError } from '@juntai/domain';
import { isUnstorableText } from '../db/errors.ts';
import { AppError, statusOfKind } from '../errors.ts';

const GENERIC_DETAIL = 'Erro interno. Tente novamente em instantes.';

/**
 * The one place where errors become HTTP answers: `{ success: false, detail, code? }`, never a stack
 * trace or SQL. Validation failures are 400 with the schema's Portuguese message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A provider that failed is news for whoever runs the server; the person gets the Portuguese detail.
      if (statusOfKind[error.kind] >= 500) request.log.error({ err: error }, 'payment provider failed');
      if (error.headers) void reply.headers(error.headers);
      return reply.status(statusOfKind[error.kind]).send({ success: false, detail: error.detail, ...(error.code ? { code: error.code } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ?? '';
      const message = first?.message ?? 'Dados inválidos';
      const detail = isCustomMessage(message) ? message : field ? `Campo ${field}: ${message}` : wholeInputDetail(first?.keyword, first?.params);
      return reply.status(400).send({ success: false, detail, code: 'validation' });
    }
    if (error instanceof MoneyError) {
      return reply.status(400).send({ success: false, detail: 'Valor em reais inválido', code: 'validation' });
    }
    if (isUnstorableText(error)) {
      return reply.status(400).send({ success: false, detail: 'O texto enviado contém um caractere inválido (caractere nulo); remova-o e tente de novo.', code: 'validation' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ success: false, detail: GENERIC_DETAIL });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, detail: clientErrorDetail(error, status), code: error.code });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ success: false, detail: GENERIC_DETAIL });
  });

  app.setNotFoundHandler((request, reply) => reply.status(404).send({ success: false, detail: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}` }));
}

/**
 * Zod's own messages (its Portuguese locale, set in contract/common.ts) say what was wrong but not
 * where: the field is added to them. Schemas word their own messages in full sentences.
 */
const ZOD_GENERIC = /^(Entrada inválida|Opção inválida|Demasiado (grande|pequeno)|Texto inválido|Formato d|Número inválido: deve ser múltiplo|Chaves? inválidas?|Valor de discriminação)/;
function isCustomMessage(message: string): boolean {
  return /^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/.test(message) && !ZOD_GENERIC.test(message);
}

/** A generic failure of the whole body or query (no field to name): what to send instead. */
function wholeInputDetail(keyword: string | undefined, params: Record<string, unknown> | undefined): string {
  if (keyword === 'invalid_type' && params?.expected === 'object') return 'Dados inválidos: envie um objeto JSON com os campos pedidos';
  return 'Dados inválidos: confira os campos enviados';
}

/** Fastify's own 4xx (bad JSON, wrong content type, body too large) reworded in Portuguese. */
function clientErrorDetail(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'O corpo da requisição não é um JSON válido';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Tipo de conteúdo não suportado; envie application/json';
    default:
      // FST_ERR_CTP_BODY_TOO_LARGE is a 413; the rate limits answer their own 429 (RateLimitedError).
      if (status === 429) return 'Muitas tentativas. Aguarde um pouco e tente novamente.';
      if (status === 413) return 'O corpo da requisição é grande demais';
      return 'Requisição inválida';
  }
}
