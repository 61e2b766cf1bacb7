import { forgotPasswordRequestSchema } from '@juntai/contract';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { checkBody } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useForgotPassword } from '../../api/auth.ts';
import { authFailure } from './auth-failure.ts';

const readForgot = (v: { email: string }) => checkBody(forgotPasswordRequestSchema, { email: v.email.trim() });

/** Asks for the reset link; the server answers the same neutral message whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail, onEmailChange, onBack }: { initialEmail: string; onEmailChange: (email: string) => void; onBack: () => void }) {
  const { values, errors, set, submit } = useCheckedForm({ email: initialEmail }, readForgot);
  const forgot = useForgotPassword();
  const send = submit((body) => forgot.mutate(body.email));

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={send} noValidate className="flex flex-col gap-4">
        <Field id="forgot-email" label="E-mail" error={errors.email}>
          <Input id="forgot-email" type="email" inputMode="email" autoComplete="username" value={values.email}
            onChange={(e) => {
              set('email')(e.target.value);
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
