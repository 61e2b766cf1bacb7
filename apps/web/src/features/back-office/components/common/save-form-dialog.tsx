import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { failureMessage } from '../../lib/failure.ts';
import { FormDialog } from './form-dialog.tsx';

/** A create-or-edit mutation: `id` null creates. */
interface SaveMutation<B> {
  mutate: (variables: { id: number | null; body: B }, handlers: { onSuccess: (answer: { detail: string }) => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

interface SaveFormDialogProps<B> {
  /** The record edited, or null for a new one. */
  record: { id: number } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  size?: 'lg' | 'xl';
  save: SaveMutation<B>;
  /** The checked form's submit (useCheckedForm). */
  submit: (send: (body: B) => void) => (event: FormEvent) => void;
  /** Puts the form's values back each time the dialog opens. */
  onOpen: () => void;
  /** The toast when the server says nothing of its own, the failure when it gives no detail, the create button's label. */
  words: { created: string; updated: string; createFailed: string; updateFailed: string; createButton: string };
  /** After a new record is saved (the list may then bring it into view). */
  onCreated?: () => void;
  children: ReactNode;
}

/**
 * The back office's create-or-edit dialog (partners, products): the form reset when opened; saving with
 * the server's words (or ours) in a toast; a failure both in the form and in a toast; closing held while
 * the save is on its way.
 */
export function SaveFormDialog<B>({ record, open, onOpenChange, title, size, save, submit, onOpen, words, onCreated, children }: SaveFormDialogProps<B>) {
  const [problem, setProblem] = useState<string | undefined>();
  const editing = record !== null;

  useEffect(() => {
    if (!open) return;
    setProblem(undefined);
    onOpen();
  }, [open, record]);

  const send = submit((body) => {
    setProblem(undefined);
    save.mutate({ id: record?.id ?? null, body }, {
      onSuccess: (answer) => {
        toast.success(answer.detail || (editing ? words.updated : words.created));
        onOpenChange(false);
        if (!editing) onCreated?.();
      },
      onError: (error) => {
        const text = failureMessage(error, editing ? words.updateFailed : words.createFailed, 'Erro de conexão');
        setProblem(text);
        toast.error(text);
      },
    });
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} size={size} title={title} named pending={save.isPending} onSubmit={send}
      submitLabel={editing ? 'Salvar alterações' : words.createButton}>
      {children}
      {problem ? <p role="alert" className="text-sm text-red-600">{problem}</p> : null}
    </FormDialog>
  );
}
