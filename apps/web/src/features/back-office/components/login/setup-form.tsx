import { PASSWORD_MIN_LENGTH } from '@juntai/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useOperatorSetup } from '../../api/auth.ts';
import { authFailure } from './auth-failure.ts';

/** The first operator chooses name, e-mail and password from the single-use link printed at first boot. */
export function SetupForm({ token, onDone, onBack }: { token: string; onDone: () => void; onBack: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const setup = useOperatorSetup();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    if (password !== confirm) return setProblem('As senhas não coincidem');
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(`A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
    setProblem(undefined);
    setup.mutate({ token, name: name.trim(), email: email.trim(), password }, { onSuccess: onDone });
  };

  const failure = problem ?? (setup.isError ? authFailure(setup.error, 'Erro ao criar a conta') : undefined);
  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Field id="setup-name" label="Nome completo">
          <Input id="setup-name" autoComplete="name" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="setup-email" label="E-mail">
          <Input id="setup-email" type="email" inputMode="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field id="setup-password" label="Senha" hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`}>
          <Input id="setup-password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <Field id="setup-confirm" label="Confirme a senha">
          <Input id="setup-confirm" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        </Field>
        {failure ? <Alert tone="danger" role="alert">{failure}</Alert> : null}
        <Button type="submit" disabled={setup.isPending}>{setup.isPending ? 'Criando…' : 'Criar conta e entrar'}</Button>
      </form>
      <Button variant="ghost" onClick={onBack}>Já tenho conta: entrar</Button>
    </div>
  );
}
