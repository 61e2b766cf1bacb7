import { type FormEvent, useState } from 'react';
import type { FormReading } from './checked-form.ts';

/**
 * The one way our forms check what is typed: nothing is said before the first 'Salvar';
 * from then on the form is read again at every change, so a corrected field loses its red message
 * at once (and a field made wrong says so), instead of keeping it until the next submit. Forms carry
 * `noValidate`: the browser's own bubbles (English in an English browser) never show.
 */
export function useCheckedForm<V, B, K extends string>(initial: V | (() => V), read: (values: V) => FormReading<B, K>) {
  const [values, setValues] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const reading = read(values);
  const errors: Partial<Record<K, string>> = submitted && !reading.ok ? reading.errors : {};

  /** A setter for one field, for components that hand over the new value (money, image, select). */
  const set = <F extends keyof V>(key: F) => (value: V[F]) => setValues((v) => ({ ...v, [key]: value }));
  /** The same for an <input> or <textarea>: its text becomes the field's value. */
  const input = (key: { [F in keyof V]: V[F] extends string ? F : never }[keyof V]) =>
    (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));

  /** The submit handler: marks the form as tried, and calls `send` only with a body that passes. */
  const submit = (send: (body: B) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (reading.ok) send(reading.body);
  };

  /** New values, and silence again until the next submit (a dialog opened anew). */
  const reset = (next: V) => {
    setValues(next);
    setSubmitted(false);
  };

  return { values, errors, set, input, submit, reset };
}
