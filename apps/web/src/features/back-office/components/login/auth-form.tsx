import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { failureMessage } from '../../lib/failure.ts';

interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  /** The call the form makes: held while pending; its failure in words, 'Erro de conexão com o servidor' when the network failed. */
  call: { isPending: boolean; error: unknown };
  failed: string;
  /** A problem of the form's own, shown where the call's failure would be. */
  problem?: string | undefined;
  /** A success message above the form (after a password reset), or under the fields once the call succeeded. */
  notice?: string | undefined;
  done?: string | undefined;
  disabled?: boolean;
  submitLabel: string;
  pendingLabel: string;
  backLabel: string;
  onBack: () => void;
  children: ReactNode;
}

/** One of the login page's forms: the fields, the outcome, the submit button and the way back. */
export function AuthForm({ onSubmit, call, failed, problem, notice, done, disabled, submitLabel, pendingLabel, backLabel, onBack, children }: AuthFormProps) {
  const failure = problem ?? (call.error ? failureMessage(call.error, failed, 'Erro de conexão com o servidor') : undefined);
  return (
    <div className="flex flex-col gap-4">
      {notice ? <Alert tone="success" role="status">{notice}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        {done ? <Alert tone="success" role="status">{done}</Alert> : null}
        {failure ? <Alert tone="danger" role="alert">{failure}</Alert> : null}
        <Button type="submit" disabled={call.isPending || disabled}>{call.isPending ? pendingLabel : submitLabel}</Button>
      </form>
      <Button variant="ghost" onClick={onBack}>{backLabel}</Button>
    </div>
  );
}
