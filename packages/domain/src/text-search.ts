/**
 * Text matching the way people type in Portuguese: without caring for case or accents ("cafe" finds
 * "Café", "ACAI" finds "açaí"), with spaces and hyphens treated alike.
 */

/** Lower-case, accents removed, hyphens/underscores as spaces, inner spaces collapsed, trimmed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR')
    .replace(/[-_‐‑–—]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a search query matches any of the texts (a product's name, description…). Every word of
 * the query must appear somewhere in the texts, so "fone bluetooth" finds "Fone de ouvido Bluetooth".
 * An empty query matches everything; missing texts are skipped.
 */
export function matchesSearch(query: string, ...texts: ReadonlyArray<string | null | undefined>): boolean {
  const terms = foldText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = texts.filter((t): t is string => typeof t === 'string').map(foldText).join('\n');
  return terms.every((term) => haystack.includes(term));
}

/**
 * A pattern finding a keyword (one word or a phrase, already folded) in a folded text as whole words,
 * allowing a Portuguese plural ending: "panela" matches "jogo de panelas", "tv" does not match "tvbox".
 */
export function keywordPattern(foldedKeyword: string): RegExp {
  const escaped = foldedKeyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^a-z0-9])${escaped}(?:s|es)?(?:$|[^a-z0-9])`);
}

/** Whether a folded text holds a folded keyword as whole words (see `keywordPattern`). */
export function containsKeyword(foldedText: string, foldedKeyword: string): boolean {
  return keywordPattern(foldedKeyword).test(foldedText);
}
