import { centsFromReais, formatBRL, formatDate, formatDateTime } from '@juntai/domain';

/** The API speaks reais; this formats a reais amount as "R$ 1.234,56" through the domain's one formatter. */
export function formatReais(reais: number): string {
  return formatBRL(centsFromReais(reais));
}

export { formatDate, formatDateTime };
