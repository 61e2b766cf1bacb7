import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../components/ui/confirm-dialog.tsx';
import { useFailureToast } from '../hooks/failures.ts';

type DialogText = Pick<ConfirmDialogProps, 'trigger' | 'title' | 'description' | 'details' | 'confirmLabel' | 'pendingLabel'>;

interface ConfirmActionButtonProps<TData extends { detail: string }, TVariables> extends DialogText {
  mutation: UseMutationResult<TData, Error, TVariables>;
  variables: TVariables;
  /** The toast's text when the server gives no detail. */
  failure: string;
  /** After success; without it, a toast with the server's message. */
  onSuccess?: (answer: TData) => void;
}

/** A panel action that asks first ('Tem certeza…?'), then runs `mutation` and says how it went. */
export function ConfirmActionButton<TData extends { detail: string }, TVariables>({
  mutation, variables, failure, onSuccess, ...dialog
}: ConfirmActionButtonProps<TData, TVariables>) {
  const [open, setOpen] = useState(false);
  const failed = useFailureToast();
  const confirm = () => mutation.mutate(variables, {
    onSuccess: (answer) => (onSuccess ? onSuccess(answer) : toast.success(answer.detail)),
    onError: (error) => failed(error, failure),
    onSettled: () => setOpen(false),
  });
  return <ConfirmDialog open={open} onOpenChange={setOpen} pending={mutation.isPending} onConfirm={confirm} {...dialog} />;
}
