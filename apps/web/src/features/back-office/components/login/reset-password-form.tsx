import { resetPasswordRequestSchema } from '@juntai/contract';
import { authMessages } from '@juntai/contract/plain';
import { useEffect, useRef } from 'react';
import { NewPasswordFields } from '../../../../components/new-password-fields.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { checkBody, withConfirmation } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useResetPassword } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';

/** The spec's pause between the reset's success and the return to the login. */
export const RESET_BACK_TO_LOGIN_MS = 2000;

interface ResetPasswordFormProps {
  initialToken: string;
  initialEmail: string;
  onDone: (message: string, email: string) => void;
  onBack: () => void;
}

type ResetValues = Record<'email' | 'token' | 'password' | 'confirm', string>;
const readReset = (v: ResetValues) => withConfirmation(
  checkBody(resetPasswordRequestSchema, { email: v.email.trim(), reset_token: v.token.trim(), new_password: v.password }), v.password, v.confirm, authMessages.passwordsDiffer,
);

/**
 * The new password, opened from the e-mailed link with its e-mail and token filled in. Match and
 * length are checked before the call, with the spec's words; the login comes back 2 s after success.
 */
export function ResetPasswordForm({ initialToken, initialEmail, onDone, onBack }: ResetPasswordFormProps) {
  const { values, errors, input, submit } = useCheckedForm({ email: initialEmail, token: initialToken, password: '', confirm: '' }, readReset);
  const reset = useResetPassword();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = submit((body) => reset.mutate(body, {
    onSuccess: (message) => {
      timer.current = window.setTimeout(() => onDone(message, body.email), RESET_BACK_TO_LOGIN_MS);
    },
  }));

  const done = reset.isSuccess;
  return (
    <AuthForm onSubmit={send} call={reset} failed="Erro ao resetar senha" done={reset.data} disabled={done} submitLabel="Redefinir senha" pendingLabel="Salvando…"
      backLabel="Voltar para o login" onBack={onBack}>
      <Field id="reset-email" label="E-mail" error={errors.email}>
        <Input id="reset-email" type="email" inputMode="email" autoComplete="username" value={values.email}
          onChange={input('email')} disabled={done} />
      </Field>
      <Field id="reset-token" label="Código de redefinição" hint="Já vem preenchido pelo link do e-mail" error={errors.reset_token}>
        <Input id="reset-token" autoComplete="off" spellCheck={false} value={values.token}
          onChange={input('token')} disabled={done} />
      </Field>
      <NewPasswordFields idPrefix="reset" replacing password={{ value: values.password, onChange: input('password'), error: errors.new_password }}
        confirm={{ value: values.confirm, onChange: input('confirm'), error: errors.confirm }} disabled={done} />
    </AuthForm>
  );
}
