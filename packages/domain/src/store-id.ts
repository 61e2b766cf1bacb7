import { foldText } from './text-search.ts';

/** A store id: lower-case letters, digits and hyphens, 1 to 63 characters, starting with a letter or digit. */
export const STORE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;
const SLUG_MAX = 40;

/**
 * The store id made from a name: accents dropped, lower-case, words joined by hyphens, at most 40
 * characters ("Café & Cia Ltda." → "cafe-cia-ltda"); "loja" when nothing usable is left.
 */
export function slugify(name: string): string {
  const slug = foldText(name).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, SLUG_MAX).replace(/-+$/, '');
  return slug || 'loja';
}

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
