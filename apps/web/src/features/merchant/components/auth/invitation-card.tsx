import { PASSWORD_MIN_LENGTH } from '@juntai/contract';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAcceptInvitation } from '../../api/accept-invitation.ts';
import { MerchantHeader } from '../panel/merchant-header.tsx';

/**
 * 'Aceitar convite': the merchant of a store the operator created chooses name and password. The
 * checks of the onboarding's first step run before the call; the server checks them again.
 */
export function InvitationCard({ token, onDone }: { token: string; onDone: () => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | undefined>();
  const accept = useAcceptInvitation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Informe seu nome completo');
    if (password !== confirm) return setError('As senhas não coincidem');
    if (password.length < PASSWORD_MIN_LENGTH) return setError(`A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`);
    setError(undefined);
    accept.mutate({ token, name: name.trim(), password }, { onSuccess: onDone });
  };

  const shown = error ?? (accept.isError ? errorMessage(accept.error, 'Erro ao aceitar o convite') : undefined);
  return (
    <div className="min-h-screen">
      <MerchantHeader signedIn={false} />
      <main className="mx-auto flex max-w-6xl flex-col px-4 py-8 sm:py-12">
        <Card className="mx-auto w-full max-w-md">
          <CardContent className="flex flex-col gap-5">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-800"><MailCheck className="h-5 w-5" /></span>
              <h1 className="text-xl font-bold text-slate-900">Aceitar convite</h1>
            </div>
            <p className="text-slate-700">Sua loja foi cadastrada no Juntaí. Crie a senha da sua conta de lojista; o e-mail é o do convite.</p>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              <Field id="invite-name" label="Nome completo">
                <Input id="invite-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
              </Field>
              <Field id="invite-password" label="Senha" hint={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`}>
                <Input id="invite-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
              </Field>
              <Field id="invite-confirm" label="Confirme a senha">
                <Input id="invite-confirm" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
              </Field>
              {shown ? <Alert tone="danger" role="alert">{shown}</Alert> : null}
              <Button type="submit" disabled={accept.isPending}>{accept.isPending ? 'Criando conta…' : 'Criar minha conta'}</Button>
            </form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
