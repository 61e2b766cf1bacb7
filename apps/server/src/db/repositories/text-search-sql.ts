import { type Expression, sql, type SqlBool } from 'kysely';

const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäåéèêëíìîïóòôõöúùûüçñ-_';
const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNaaaaaaeeeeiiiiooooouuuucn  ';

/**
 * A text column folded the way `foldText` (packages/domain) folds a query: accents dropped, lower-case,
 * hyphens as spaces. Done in SQL (translate + lower) because neither engine is sure to have `unaccent`.
 */
export function foldedSql(column: Expression<string>) {
  return sql<string>`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;
}

/** `folded` contains `word` (a word already folded by foldText; LIKE's wildcards are taken literally). */
export function containsWordSql(folded: Expression<string>, word: string) {
  const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`${folded} LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}
