import { PASSWORD_MIN_LENGTH } from '@juntai/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useResetPassword } from '../../api/auth.ts';
import { authFailure } from './auth-failure.ts';

/** The spec's pause between the reset's success and the return to the login. */
export const RESET_BACK_TO_LOGIN_MS = 2000;

interface ResetPasswordFormProps {
  initialToken: string;
  initialEmail: string;
  onDone: (message: string, email: string) => void;
  onBack: () => void;
}

/**
 * The new password, opened from the e-mailed link with its e-mail and token filled in. Match and
 * length are checked before the call, with the spec's words; the login comes back 2 s after success.
 */
export function ResetPasswordForm({ initialToken, initialEmail, onDone, onBack }: ResetPasswordFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [token, setToken] = useState(initialToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const reset = useResetPassword();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    if (password !== confirm) return setProblem('As senhas não coincidem');
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(`A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
    setProblem(undefined);
    const sentEmail = email.trim();
    reset.mutate({ email: sentEmail, reset_token: token.trim(), new_password: password }, {
      onSuccess: (message) => {
        timer.current = window.setTimeout(() => onDone(message, sentEmail), RESET_BACK_TO_LOGIN_MS);
      },
    });
  };

  const failure = problem ?? (reset.isError ? authFailure(reset.error, 'Erro ao resetar senha') : undefined);
  const done = reset.isSuccess;
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id="reset-email" label="E-mail">
          <Input id="reset-email" type="email" inputMode="email" autoComplete="username" required value={email}
            onChange={(e) => setEmail(e.target.value)} disabled={done} />
        </Field>
        <Field id="reset-token" label="Código de redefinição" hint="Já vem preenchido pelo link do e-mail">
          <Input id="reset-token" autoComplete="off" spellCheck={false} required value={token}
            onChange={(e) => setToken(e.target.value)} disabled={done} />
        </Field>
        <Field id="reset-password" label="Nova senha" hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`}>
          <Input id="reset-password" type="password" autoComplete="new-password" required value={password}
            onChange={(e) => setPassword(e.target.value)} disabled={done} />
        </Field>
        <Field id="reset-confirm" label="Confirme a nova senha">
          <Input id="reset-confirm" type="password" autoComplete="new-password" required value={confirm}
            onChange={(e) => setConfirm(e.target.value)} disabled={done} />
        </Field>
        {done ? <Alert tone="success" role="status">{reset.data}</Alert> : null}
        {failure && !done ? <Alert tone="danger" role="alert">{failure}</Alert> : null}
        <Button type="submit" disabled={reset.isPending || done}>{reset.isPending ? 'Salvando…' : 'Redefinir senha'}</Button>
      </form>
      <Button variant="ghost" onClick={onBack}>Voltar para o login</Button>
    </div>
  );
}
