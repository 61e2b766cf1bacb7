import type { ReactNode } from 'react';
import { FieldContext, fieldErrorId } from './field-context.ts';
import { Label } from './label.tsx';

/** A labelled form field with its error or hint underneath; its control (id = `id`) is marked by the error (field-context.ts). */
export function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string | undefined; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <FieldContext.Provider value={{ id, error }}>{children}</FieldContext.Provider>
      {error ? <p id={fieldErrorId(id)} role="alert" className="text-sm text-red-600">{error}</p> : hint ? <p className="text-sm text-slate-500">{hint}</p> : null}
    </div>
  );
}
