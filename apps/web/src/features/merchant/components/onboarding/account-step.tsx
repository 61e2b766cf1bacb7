import { authMessages, PASSWORD_MIN_LENGTH } from '@juntai/contract/plain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import type { CreateAccountRequest } from '@juntai/contract';
import { errorMessage } from '../../../../lib/api-client.ts';

/**
 * Onboarding step 1: the administrator account. 'Continuar' is enabled only when name, e-mail and
 * password are filled, the two passwords are equal and at least 6 characters (spec §5). The server
 * checks the rest (e-mail format, a taken e-mail, a too-common password) and its words show here.
 */
interface AccountStepProps {
  onSubmit: (body: CreateAccountRequest) => void;
  pending: boolean;
  error: unknown;
  onWantsLogin: () => void;
}

export function AccountStep({ onSubmit, pending, error, onWantsLogin }: AccountStepProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const differ = password !== '' && confirm !== '' && password !== confirm;
  const ready = name.trim() !== '' && email.trim() !== '' && password !== '' && password === confirm && password.length >= PASSWORD_MIN_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    onSubmit({ name: name.trim(), email: email.trim(), password });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="onb-name" label="Nome completo">
        <Input id="onb-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </Field>
      <Field id="onb-email" label="E-mail de login">
        <Input id="onb-email" type="email" inputMode="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field id="onb-password" label="Senha" hint={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`}>
        <Input id="onb-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field id="onb-confirm" label="Confirme a senha" error={differ ? authMessages.passwordsDiffer : undefined}>
        <Input id="onb-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      {error ? <Alert tone="danger" role="alert">{errorMessage(error, 'Não foi possível criar a conta. Tente novamente.')}</Alert> : null}
      <Button type="submit" disabled={!ready || pending}>{pending ? 'Criando conta…' : 'Continuar'}</Button>
      <Button variant="ghost" onClick={onWantsLogin}>Já tenho conta? Entrar</Button>
    </form>
  );
}
