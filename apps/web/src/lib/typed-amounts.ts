import {
  centsFromReais, formatBrlAmount, formatPercentage, parseBrlAmount, parsePercentage, reaisFromCents,
} from '@juntai/domain';

/**
 * What a money or percentage field's text means to the API, through the domain's one reading of
 * typed amounts. Unreadable text becomes NaN, which every contract schema refuses with the field's own
 * detail, so the form shows the very words the server would answer.
 */
export function reaisOfText(text: string): number {
  const read = parseBrlAmount(text);
  return read.ok ? reaisFromCents(read.value) : Number.NaN;
}

/** The spec's percentages step by 0.1, so a second decimal is refused rather than rounded away. */
export function percentOfText(text: string): number {
  const read = parsePercentage(text, 1);
  return read.ok ? read.value / 100 : Number.NaN;
}

/** A stored amount (reais from the API) as the field shows it: "1.234,56". */
export const textOfReais = (reais: number): string => formatBrlAmount(centsFromReais(reais));

/** A stored percentage as the field shows it: "3,5". */
export const textOfPercent = (percent: number): string => formatPercentage(Math.round(percent * 100));

/** The first message of each field of a refused body, keyed by the body's field name. */
export function fieldErrorsOf<K extends string>(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as K] ??= issue.message;
  }
  return errors;
}
