import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { WideDialog } from './wide-dialog.tsx';

/**
 * The back office's form in a modal: the fields, then 'Cancelar' and the submit button, both held while
 * the save is `pending`. `named` names the form after the title, for screens that hold more than one.
 */
export function FormDialog({ open, onOpenChange, title, description, size = 'lg', pending, onSubmit, submitLabel, pendingLabel = 'Salvando…', named, children }: {
  open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: string; size?: 'lg' | 'xl'; pending: boolean;
  onSubmit: (event: FormEvent) => void; submitLabel: string; pendingLabel?: string; named?: boolean; children: ReactNode;
}) {
  return (
    <WideDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)} size={size} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={named ? title : undefined}>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>Cancelar</Button>
          <Button type="submit" disabled={pending}>{pending ? pendingLabel : submitLabel}</Button>
        </div>
      </form>
    </WideDialog>
  );
}
