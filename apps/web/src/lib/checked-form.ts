import { fieldErrorsOf } from './typed-amounts.ts';

/** What a form's text means: the body to send, or each refused field's message (the contract's words). */
export type FormReading<B, K extends string> = { ok: true; body: B } | { ok: false; errors: Partial<Record<K, string>> };

interface Checker {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/**
 * A body checked by the contract's own schema before the call: the body itself when it passes
 * (the server parses it again), else the first message of each refused field.
 */
export function checkBody<B, K extends string = Extract<keyof B, string>>(schema: Checker, body: B): FormReading<B, K> {
  const checked = schema.safeParse(body);
  return checked.success ? { ok: true, body } : { ok: false, errors: fieldErrorsOf<K>(checked.error.issues) };
}

/**
 * A new password typed twice: a check of the form alone (the server never sees the second copy). `differ` is the
 * contract's words (authMessages.passwordsDiffer), passed in so that this file stays out of zod's way on a shopper's phone.
 */
export function withConfirmation<B, K extends string>(reading: FormReading<B, K>, password: string, confirm: string, differ: string): FormReading<B, K | 'confirm'> {
  if (password === confirm) return reading as FormReading<B, K | 'confirm'>;
  const errors = { ...(reading.ok ? {} : reading.errors) } as Partial<Record<K | 'confirm', string>>;
  errors.confirm = differ;
  return { ok: false, errors };
}
