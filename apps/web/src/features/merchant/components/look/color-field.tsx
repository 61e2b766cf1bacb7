import { useId } from 'react';
import { Input } from '../../../../components/ui/input.tsx';
import { isHexColor } from '../../lib/button-look.ts';

/**
 * A colour as a picker and as "#rrggbb" text, kept in step. The picker needs a valid colour at all
 * times, so while the text is incomplete it stays on `fallback` (the last good value).
 */
export function ColorField({ label, value, fallback, onChange }: { label: string; value: string; fallback: string; onChange: (value: string) => void }) {
  const id = useId();
  const valid = isHexColor(value);
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex items-center gap-2">
        <input
          type="color" aria-label={`${label}: seletor`} value={(valid ? value : fallback).toLowerCase()}
          onChange={(e) => onChange(e.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
        />
        <Input
          id={id} aria-label={`${label}: código hexadecimal`} value={value} maxLength={7} spellCheck={false} autoComplete="off"
          onChange={(e) => onChange(e.target.value)} className="font-mono uppercase"
          aria-invalid={valid ? undefined : true} aria-describedby={valid ? undefined : `${id}-error`}
        />
      </div>
      {valid ? null : <p id={`${id}-error`} role="alert" className="text-sm text-red-600">Use o formato #rrggbb (por exemplo #059669)</p>}
    </fieldset>
  );
}
