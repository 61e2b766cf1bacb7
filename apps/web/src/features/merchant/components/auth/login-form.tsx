import { authMessages } from '@juntai/contract/plain';
import { isValidEmail } from '@juntai/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { type MerchantAccount, useLogin } from '../../api/account.ts';

interface LoginFormProps {
  idPrefix: string;
  initialEmail?: string;
  /** Called with the signed-in merchant (null: the account has no store, which the server refuses anyway). */
  onSuccess?: (account: MerchantAccount | null) => void;
}

/** E-mail and password. The server's words are shown on failure (wrong password, too many attempts). */
export function LoginForm({ idPrefix, initialEmail = '', onSuccess }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const login = useLogin();
  const emailError = checked && !isValidEmail(email) ? authMessages.invalidEmail : undefined;
  const passwordError = checked && !password ? authMessages.passwordRequired : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isValidEmail(email) || !password) return;
    login.mutate({ email: email.trim(), password }, { onSuccess: (account) => onSuccess?.(account) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id={`${idPrefix}-email`} label="E-mail" error={emailError}>
        <Input id={`${idPrefix}-email`} type="email" inputMode="email" autoComplete="username" value={email}
          onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field id={`${idPrefix}-password`} label="Senha" error={passwordError}>
        <Input id={`${idPrefix}-password`} type="password" autoComplete="current-password" value={password}
          onChange={(e) => setPassword(e.target.value)} />
      </Field>
      {login.isError ? <Alert tone="danger" role="alert">{errorMessage(login.error, 'Erro ao fazer login')}</Alert> : null}
      <Button type="submit" disabled={login.isPending}>{login.isPending ? 'Entrando…' : 'Entrar'}</Button>
    </form>
  );
}
