import { authMessages, PASSWORD_MIN_LENGTH, STORE_NAME_MAX } from '@juntai/contract/plain';
import { isValidEmail } from '@juntai/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import type { CreateAccountRequest } from '@juntai/contract';
import { errorMessage } from '../../../../lib/api-client.ts';

/**
 * Onboarding step 1: the administrator account and the store's name. 'Continuar' is enabled only when
 * every field is filled, the e-mail is an address, the two passwords are equal and at least 6
 * characters (spec §5); while it is not, the line under it says what is missing, and a field left
 * wrong says so under it. The server checks the rest (a taken e-mail, a too-common password).
 */
interface AccountStepProps {
  onSubmit: (body: CreateAccountRequest) => void;
  pending: boolean;
  error: unknown;
  onWantsLogin: () => void;
}

type FieldName = 'name' | 'storeName' | 'email' | 'password' | 'confirm';

export function AccountStep({ onSubmit, pending, error, onWantsLogin }: AccountStepProps) {
  const [values, setValues] = useState<Record<FieldName, string>>({ name: '', storeName: '', email: '', password: '', confirm: '' });
  // A field's message shows once the merchant has left it, not while they type its first letters.
  const [left, setLeft] = useState<Partial<Record<FieldName, boolean>>>({});
  const { name, storeName, email, password, confirm } = values;

  const problems: Record<FieldName, string | undefined> = {
    name: name.trim() === '' ? authMessages.nameRequired : undefined,
    storeName: storeName.trim() === '' ? authMessages.storeNameRequired : undefined,
    email: !isValidEmail(email.trim()) ? authMessages.invalidEmail : undefined,
    password: password.length < PASSWORD_MIN_LENGTH ? authMessages.passwordTooShort : undefined,
    confirm: confirm !== password || confirm === '' ? authMessages.passwordsDiffer : undefined,
  };
  const ready = Object.values(problems).every((p) => p === undefined);
  const shown = (field: FieldName) => {
    if (field === 'confirm') return password !== '' && confirm !== '' && confirm !== password ? authMessages.passwordsDiffer : undefined;
    return left[field] && values[field] !== '' ? problems[field] : undefined;
  };
  // What is still missing, less what a field already says under it.
  const missing = (Object.keys(problems) as FieldName[]).filter((f) => problems[f] && !shown(f)).map((f) => problems[f]!);

  const field = (key: FieldName) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
    onBlur: () => setLeft((l) => ({ ...l, [key]: true })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    onSubmit({ name: name.trim(), email: email.trim(), password, store_name: storeName.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field id="onb-name" label="Nome completo" error={shown('name')}>
        <Input id="onb-name" autoComplete="name" {...field('name')} />
      </Field>
      <Field id="onb-store-name" label="Nome da loja" error={shown('storeName')} hint="Como os clientes veem a sua loja; você pode mudar depois.">
        <Input id="onb-store-name" autoComplete="organization" maxLength={STORE_NAME_MAX} {...field('storeName')} />
      </Field>
      <Field id="onb-email" label="E-mail de login" error={shown('email')}>
        <Input id="onb-email" type="email" inputMode="email" autoComplete="username" {...field('email')} />
      </Field>
      <Field id="onb-password" label="Senha" hint={`Mínimo de ${PASSWORD_MIN_LENGTH} caracteres`} error={shown('password')}>
        <Input id="onb-password" type="password" autoComplete="new-password" {...field('password')} />
      </Field>
      <Field id="onb-confirm" label="Confirme a senha" error={shown('confirm')}>
        <Input id="onb-confirm" type="password" autoComplete="new-password" {...field('confirm')} />
      </Field>
      {error ? <Alert tone="danger" role="alert">{errorMessage(error, 'Não foi possível criar a conta. Tente novamente.')}</Alert> : null}
      <Button type="submit" disabled={!ready || pending} aria-describedby={ready ? undefined : 'onb-missing'}>{pending ? 'Criando conta…' : 'Continuar'}</Button>
      {ready ? null : (
        <div id="onb-missing" className="text-sm text-slate-600" aria-live="polite">
          <p>Para continuar:</p>
          <ul className="list-disc pl-5">{missing.map((text) => <li key={text}>{text}</li>)}</ul>
        </div>
      )}
      <Button variant="ghost" onClick={onWantsLogin}>Já tenho conta? Entrar</Button>
    </form>
  );
}
