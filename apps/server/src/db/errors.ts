/**
 * Whether an error is PostgreSQL's unique violation (23505), optionally of one constraint. The name is
 * also looked for in the message, for drivers that do not report the constraint field.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (typeof e.message === 'string' && e.message.includes(constraint));
}

/**
 * Whether PostgreSQL refused a text it cannot store: U+0000 inside a string (22P05), or bytes that are
 * not UTF-8 (22021). The statement failed whole, so nothing was written: the request's text was wrong.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '22P05' || code === '22021';
}
