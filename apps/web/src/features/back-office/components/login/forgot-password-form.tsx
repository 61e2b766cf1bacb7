import { forgotPasswordRequestSchema } from '@juntai/contract';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { checkBody } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useForgotPassword } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';

const readForgot = (v: { email: string }) => checkBody(forgotPasswordRequestSchema, { email: v.email.trim() });

/** Asks for the reset link; the server answers the same neutral message whether or not the account exists. */
export function ForgotPasswordForm({ initialEmail, onEmailChange, onBack }: { initialEmail: string; onEmailChange: (email: string) => void; onBack: () => void }) {
  const { values, errors, set, submit } = useCheckedForm({ email: initialEmail }, readForgot);
  const forgot = useForgotPassword();
  const send = submit((body) => forgot.mutate(body.email));

  return (
    <AuthForm onSubmit={send} call={forgot} failed="Erro ao solicitar reset de senha" done={forgot.data} submitLabel="Enviar link" pendingLabel="Enviando…"
      backLabel="Voltar para o login" onBack={onBack}>
      <Field id="forgot-email" label="E-mail" error={errors.email}>
        <Input id="forgot-email" type="email" inputMode="email" autoComplete="username" value={values.email}
          onChange={(e) => {
            set('email')(e.target.value);
            onEmailChange(e.target.value);
          }} />
      </Field>
    </AuthForm>
  );
}
