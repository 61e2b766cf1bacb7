import { authMessages } from '@juntai/contract/plain';
import { isValidEmail } from '@juntai/domain';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useForgotPassword } from '../../api/account.ts';

/** Asks for a reset link. The answer never says whether the e-mail has an account (no way to probe for merchants). */
export function ForgotPasswordForm({ initialEmail = '', onBack }: { initialEmail?: string; onBack: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const forgot = useForgotPassword();
  const emailError = checked && !isValidEmail(email) ? authMessages.invalidEmail : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isValidEmail(email)) forgot.mutate(email.trim());
  };

  return (
    <div className="flex flex-col gap-4">
      {forgot.isSuccess ? (
        <Alert tone="success" icon={<MailCheck className="h-4 w-4" />} role="status">{forgot.data.message}</Alert>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</p>
          <Field id="forgot-email" label="E-mail" error={emailError}>
            <Input id="forgot-email" type="email" inputMode="email" autoComplete="username" value={email}
              onChange={(e) => setEmail(e.target.value)} />
          </Field>
          {forgot.isError ? <Alert tone="danger" role="alert">{errorMessage(forgot.error, 'Erro ao solicitar reset de senha')}</Alert> : null}
          <Button type="submit" disabled={forgot.isPending}>{forgot.isPending ? 'Enviando…' : 'Enviar link'}</Button>
        </form>
      )}
      <Button variant="ghost" onClick={onBack}>Voltar para o login</Button>
    </div>
  );
}
