import { PASSWORD_MIN_LENGTH } from '@juntai/contract';
import { isValidEmail } from '@juntai/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useResetPassword } from '../../api/reset-password.ts';
import type { ResetLink } from '../../hooks/use-reset-link.ts';

/**
 * 'Nova senha', opened from the e-mailed link (its token travels in memory, never shown). Length and
 * confirmation are checked before the call, with the spec's words.
 */
export function ResetPasswordForm({ link, onDone, onCancel }: { link: ResetLink; onDone: (message: string, email: string) => void; onCancel: () => void }) {
  const [email, setEmail] = useState(link.email);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reset = useResetPassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError('Informe um e-mail válido');
    if (password !== confirm) return setError('As senhas não coincidem');
    if (password.length < PASSWORD_MIN_LENGTH) return setError(`A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
    setError(undefined);
    reset.mutate({ email: email.trim(), reset_token: link.token, new_password: password }, { onSuccess: (message) => onDone(message, email.trim()) });
  };

  const shown = error ?? (reset.isError ? errorMessage(reset.error, 'Erro ao resetar senha') : undefined);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="reset-email" label="E-mail">
        <Input id="reset-email" type="email" inputMode="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field id="reset-password" label="Nova senha" hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`}>
        <Input id="reset-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field id="reset-confirm" label="Confirme a nova senha">
        <Input id="reset-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      {shown ? <Alert tone="danger" role="alert">{shown}</Alert> : null}
      <Button type="submit" disabled={reset.isPending}>{reset.isPending ? 'Salvando…' : 'Salvar nova senha'}</Button>
      <Button variant="ghost" onClick={onCancel}>Voltar para o login</Button>
    </form>
  );
}
