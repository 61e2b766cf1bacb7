import { operatorSetupRequestSchema } from '@juntai/contract';
import { authMessages } from '@juntai/contract/plain';
import { NewPasswordFields } from '../../../../components/new-password-fields.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { checkBody, withConfirmation } from '../../../../lib/checked-form.ts';
import { useCheckedForm } from '../../../../lib/use-checked-form.ts';
import { useOperatorSetup } from '../../api/auth.ts';
import { AuthForm } from './auth-form.tsx';

type SetupValues = Record<'name' | 'email' | 'password' | 'confirm', string>;
const EMPTY: SetupValues = { name: '', email: '', password: '', confirm: '' };

/** The first operator chooses name, e-mail and password from the single-use link printed at first boot. */
export function SetupForm({ token, onDone, onBack }: { token: string; onDone: () => void; onBack: () => void }) {
  const { values, errors, input, submit } = useCheckedForm(EMPTY, (v: SetupValues) => withConfirmation(
    checkBody(operatorSetupRequestSchema, { token, name: v.name.trim(), email: v.email.trim(), password: v.password }), v.password, v.confirm, authMessages.passwordsDiffer,
  ));
  const setup = useOperatorSetup();
  const send = submit((body) => setup.mutate(body, { onSuccess: onDone }));

  // A setup link that is not one is told where the link's problem shows: above the button.
  return (
    <AuthForm onSubmit={send} call={setup} failed="Erro ao criar a conta" problem={errors.token} submitLabel="Criar conta e entrar" pendingLabel="Criando…"
      backLabel="Já tenho conta: entrar" onBack={onBack}>
      <Field id="setup-name" label="Nome completo" error={errors.name}>
        <Input id="setup-name" autoComplete="name" maxLength={100} value={values.name} onChange={input('name')} />
      </Field>
      <Field id="setup-email" label="E-mail" error={errors.email}>
        <Input id="setup-email" type="email" inputMode="email" autoComplete="username" value={values.email} onChange={input('email')} />
      </Field>
      <NewPasswordFields idPrefix="setup" password={{ value: values.password, onChange: input('password'), error: errors.password }}
        confirm={{ value: values.confirm, onChange: input('confirm'), error: errors.confirm }} />
    </AuthForm>
  );
}
