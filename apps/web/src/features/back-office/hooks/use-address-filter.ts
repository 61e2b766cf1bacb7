import { useSearchParams } from 'react-router';

type Value = string | number | boolean;

/**
 * A paged list's filter kept in the address bar (?search=&status=&page=), so reload, back and a shared
 * link keep it. Each field is read as its default's kind: a word (one of `choices` when the field has
 * them), a page from 1, or a flag 'true'. A field at its default or blank stays out of the address, and
 * a change goes back to the first page unless it names one.
 */
export function useAddressFilter<F extends { page: number }>(
  defaults: F, choices: Partial<Record<keyof F, readonly string[]>>, replace = false,
): [F, (next: Partial<F>) => void] {
  const [params, setParams] = useSearchParams();
  const fields = Object.entries(defaults) as Array<[keyof F & string, Value]>;
  const filter = Object.fromEntries(fields.map(([key, fallback]) => {
    const raw = params.get(key);
    if (typeof fallback === 'boolean') return [key, raw === 'true'];
    if (typeof fallback === 'number') return [key, Number.isInteger(Number(raw)) && Number(raw) >= 1 ? Number(raw) : fallback];
    return [key, raw === null || choices[key]?.includes(raw) === false ? fallback : raw];
  })) as F;
  const update = (next: Partial<F>) => {
    const merged: Record<string, Value> = { ...filter, page: 1, ...next };
    const out = new URLSearchParams();
    for (const [key, fallback] of fields) {
      const text = String(merged[key]).trim();
      if (merged[key] !== fallback && text !== '') out.set(key, text);
    }
    setParams(out, { replace });
  };
  return [filter, update];
}
