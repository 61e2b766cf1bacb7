import { loginRequestSchema } from '@juntai/contract';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { checkBody } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useOperatorLogin } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';

interface LoginFormProps {
  initialEmail: string;
  /** A success message to show above the form (after a password reset). */
  notice?: string | undefined;
  onSuccess: () => void;
  onForgot: (email: string) => void;
}

const readLogin = (v: { email: string; password: string }) => checkBody(loginRequestSchema, { email: v.email.trim(), password: v.password });

/** E-mail and password, checked with the contract's words; the server's detail on failure (wrong password, too many attempts). */
export function LoginForm({ initialEmail, notice, onSuccess, onForgot }: LoginFormProps) {
  const { values, errors, input, submit } = useCheckedForm({ email: initialEmail, password: '' }, readLogin);
  const login = useOperatorLogin();
  const send = submit((body) => login.mutate(body, { onSuccess }));

  return (
    <AuthForm onSubmit={send} call={login} failed="Erro ao fazer login" notice={notice} submitLabel="Entrar" pendingLabel="Entrando…"
      backLabel="Esqueci minha senha" onBack={() => onForgot(values.email)}>
      <Field id="operator-email" label="E-mail" error={errors.email}>
        <Input id="operator-email" type="email" inputMode="email" autoComplete="username" value={values.email} onChange={input('email')} />
      </Field>
      <Field id="operator-password" label="Senha" error={errors.password}>
        <Input id="operator-password" type="password" autoComplete="current-password" value={values.password} onChange={input('password')} />
      </Field>
    </AuthForm>
  );
}
