import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useForgotPassword } from '../../api/auth.ts';
import { authFailure } from './auth-failure.ts';

/** Asks for the reset link; the server answers the same neutral message whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail, onEmailChange, onBack }: { initialEmail: string; onEmailChange: (email: string) => void; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const forgot = useForgotPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    forgot.mutate(email.trim());
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id="forgot-email" label="E-mail">
          <Input id="forgot-email" type="email" inputMode="email" autoComplete="username" required value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              onEmailChange(e.target.value);
            }} />
        </Field>
        {forgot.isSuccess ? <Alert tone="success" role="status">{forgot.data}</Alert> : null}
        {forgot.isError ? <Alert tone="danger" role="alert">{authFailure(forgot.error, 'Erro ao solicitar reset de senha')}</Alert> : null}
        <Button type="submit" disabled={forgot.isPending}>{forgot.isPending ? 'Enviando…' : 'Enviar link'}</Button>
      </form>
      <Button variant="ghost" onClick={onBack}>Voltar para o login</Button>
    </div>
  );
}
