import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (rendered as the Radix trigger). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** More context under the question (what happens next). */
  details?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** The confirm button's look: red for what cannot be undone (the default). */
  confirmVariant?: 'danger' | 'primary';
}

/**
 * An accessible confirmation (the spec's "Tem certeza…?" prompts): focus stays inside, Escape cancels,
 * and it cannot be dismissed while the action runs.
 */
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, details, confirmLabel, pendingLabel, pending, onConfirm, confirmVariant = 'danger' }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{description}</AlertDialog.Description>
          {details ? <p className="mt-2 text-sm text-slate-600">{details}</p> : null}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>Cancelar</Button>
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>{pending ? pendingLabel : confirmLabel}</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
