import { type Expression, sql, type SqlBool } from 'kysely';
import { foldText } from '@juntai/domain';

const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäåéèêëíìîïóòôõöúùûüçñ-_';
const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNaaaaaaeeeeiiiiooooouuuucn  ';

/**
 * A text column folded the way `foldText` (packages/domain) folds a query: accents dropped, lower-case,
 * hyphens as spaces. Done in SQL (translate + lower) because neither engine is sure to have `unaccent`.
 */
function foldedSql(column: Expression<string>) {
  return sql<string>`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;
}

/** `folded` contains `word` (a word already folded by foldText; LIKE's wildcards are taken literally). */
function containsWordSql(folded: Expression<string>, word: string) {
  const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`${folded} LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}

/** Search words as the domain folds them ("Café  Márcia" → ["cafe", "marcia"]), at most 8. */
export function searchWords(search: string | undefined): string[] {
  return search ? foldText(search).split(' ').filter(Boolean).slice(0, 8) : [];
}

/** Each word (from searchWords) appears in one of `columns`, accents and case aside; no words, no filter. */
export function everyWordSql(words: readonly string[], columns: readonly Expression<string>[]) {
  if (words.length === 0) return sql<SqlBool>`true`;
  const eachWord = words.map((word) => sql`(${sql.join(columns.map((column) => containsWordSql(foldedSql(column), word)), sql` OR `)})`);
  return sql<SqlBool>`${sql.join(eachWord, sql` AND `)}`;
}
