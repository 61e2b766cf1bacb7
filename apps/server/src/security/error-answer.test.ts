import { describe, expect, it } from 'vitest';
import type { Answer } from '../testing/api-request.ts';
import { problemWithErrorAnswer } from '../testing/error-answer.ts';

const answer = (body: unknown): Answer => ({ status: 400, headers: {}, body: JSON.stringify(body), json: body });

// The fuzz and the matrix trust this check to tell a Portuguese error from anything else.
describe('the error answer check of the generated suites', () => {
  it('accepts the app\'s Portuguese errors', () => {
    for (const detail of ['Informe um e-mail válido', 'Campo limit: limit deve ser um número inteiro de 1 a 200', 'O corpo da requisição não é um JSON válido']) {
      expect(problemWithErrorAnswer(answer({ success: false, detail })), detail).toBeUndefined();
    }
  });

  it('flags English, raw library messages, and bodies without a detail', () => {
    const bad: unknown[] = [
      { success: false, detail: 'body/email must match format "email"' },
      { success: false, detail: "querystring must have required property 'to'" },
      { success: false, detail: 'Invalid input: expected string, received number' },
      { success: false, detail: '[{"code":"invalid_type","path":["name"]}]' },
      { success: false, detail: 'Entrada inválida: esperava um objeto, recebeu um texto' },
      { success: false, detail: 'Texto inválido: deve corresponder ao padrão /^[a-z]+$/' },
      { success: false, detail: 'Not Found' },
      { success: false, detail: '' },
      { success: false },
      { statusCode: 400, error: 'Bad Request', message: 'Bad Request' },
    ];
    for (const body of bad) expect(problemWithErrorAnswer(answer(body)), JSON.stringify(body)).toBeDefined();
    expect(problemWithErrorAnswer({ status: 404, headers: {}, body: '<html>Not Found</html>', json: undefined })).toBeDefined();
  });
});
