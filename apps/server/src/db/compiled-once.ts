import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from './executor.ts';

/** Stands for the call's i-th value while the template is compiled. */
const placeholder = (i: number) => `\u0000juntai-compiled-once-${i}\u0000`;

interface Template {
  compiled: CompiledQuery;
  /** For each parameter of the SQL: the call's value at that index, or a constant of the query. */
  slots: Array<{ value: number } | { constant: unknown }>;
}

/**
 * A query of one fixed shape, built and compiled by Kysely once: each call then only puts its own values
 * into the kept SQL's parameters. Building and compiling was a seventh of the server's CPU in a join
 * (issue 11); the hot statements of fixed shape (a group's lock, a join's read) skip it. `build` must
 * give the same SQL for any values (no branching on them; a branch is another template), and use every
 * value as a parameter: the first call checks both. Both engines compile with Kysely's PostgreSQL
 * compiler, so one template serves either.
 */
export function compiledOnce<Values extends unknown[], Row>(build: (db: Executor, ...values: Values) => Compilable<Row>) {
  let template: Template | undefined;
  const compileTemplate = (db: Executor, count: number): Template => {
    const placeholders = Array.from({ length: count }, (_, i) => placeholder(i));
    const compiled = build(db, ...(placeholders as Values)).compile();
    const slots = compiled.parameters.map((parameter) => {
      const value = placeholders.indexOf(parameter as string);
      return value >= 0 ? { value } : { constant: parameter };
    });
    for (let i = 0; i < count; i++) {
      if (!slots.some((slot) => 'value' in slot && slot.value === i)) throw new Error(`compiledOnce: value ${i} is not a parameter of ${compiled.sql}`);
    }
    return { compiled, slots };
  };
  return (db: Executor, ...values: Values): CompiledQuery<Row> => {
    template ??= compileTemplate(db, values.length);
    const parameters = template.slots.map((slot) => ('value' in slot ? values[slot.value] : slot.constant));
    return { ...template.compiled, parameters } as CompiledQuery<Row>;
  };
}
