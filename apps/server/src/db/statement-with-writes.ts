import { type Compilable, type RawBuilder, sql } from 'kysely';

/**
 * `select` (a select, or one more write whose `returning` rows are wanted) preceded by `writes` as
 * data-modifying CTEs: several writes of one change sent as one statement, so they cost one round trip
 * instead of one each. PostgreSQL runs every write of a WITH
 * exactly once and to completion whether or not the select reads it; all of them see the same
 * snapshot, so they must not depend on each other's rows. If one fails, the whole statement does
 * (a unique violation still names its constraint).
 */
export function selectAfterWrites<T>(writes: readonly Compilable[], select: RawBuilder<T>): RawBuilder<T> {
  if (writes.length === 0) return select;
  const ctes = writes.map((write, i) => sql`${sql.id(`write_${i}`)} as (${write})`);
  return sql<T>`with ${sql.join(ctes)} ${select}`;
}
