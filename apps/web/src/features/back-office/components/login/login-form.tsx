import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useOperatorLogin } from '../../api/auth.ts';
import { authFailure } from './auth-failure.ts';

interface LoginFormProps {
  initialEmail: string;
  /** A success message to show above the form (after a password reset). */
  notice?: string | undefined;
  onSuccess: () => void;
  onForgot: (email: string) => void;
}

/** E-mail and password; the server's detail on failure (wrong password, too many attempts). */
export function LoginForm({ initialEmail, notice, onSuccess, onForgot }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const login = useOperatorLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    login.mutate({ email: email.trim(), password }, { onSuccess });
  };

  return (
    <div className="flex flex-col gap-4">
      {notice ? <Alert tone="success" role="status">{notice}</Alert> : null}
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id="operator-email" label="E-mail">
          <Input id="operator-email" type="email" inputMode="email" autoComplete="username" required value={email}
            onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field id="operator-password" label="Senha">
          <Input id="operator-password" type="password" autoComplete="current-password" required value={password}
            onChange={(e) => setPassword(e.target.value)} />
        </Field>
        {login.isError ? <Alert tone="danger" role="alert">{authFailure(login.error, 'Erro ao fazer login')}</Alert> : null}
        <Button type="submit" disabled={login.isPending}>{login.isPending ? 'Entrando…' : 'Entrar'}</Button>
      </form>
      <Button variant="ghost" onClick={() => onForgot(email)}>Esqueci minha senha</Button>
    </div>
  );
}
