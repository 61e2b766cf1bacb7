import { groupMessages } from '@juntai/contract/plain';
import { isValidEmail } from '@juntai/domain';
import { MailCheck, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEndDashboardSession, useRequestAccessLink } from '../api/email-session.ts';
import { useDashboardSession, useOrganizerEmail } from '../lib/local-state.ts';

/**
 * "Ver meus grupos de outro aparelho": the groups of an organizer e-mail show here only after a
 * one-time link sent to that e-mail is opened. While a session is on, it says whose groups are shown.
 */
export function OtherDeviceAccess() {
  const session = useDashboardSession();
  const storedEmail = useOrganizerEmail();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const request = useRequestAccessLink();
  const end = useEndDashboardSession();
  const value = email ?? storedEmail;

  if (session) {
    return (
      <Alert tone="success" icon={<MailCheck className="h-4 w-4" />} role="status">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p>Mostrando também os grupos de <strong>{session.email}</strong>.</p>
          <Button variant="secondary" size="sm" onClick={() => end.mutate()} disabled={end.isPending}>Sair deste e-mail</Button>
        </div>
      </Alert>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clean = value.trim();
    if (!isValidEmail(clean)) {
      setError(groupMessages.invalidEmail);
      return;
    }
    setError(undefined);
    request.mutate(clean, { onError: (e) => toast.error(errorMessage(e, 'Não foi possível enviar o link. Tente novamente.')) });
  };

  return (
    <details className="group rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
        <Smartphone aria-hidden="true" className="h-5 w-5 text-brand-700" />
        Ver meus grupos de outro aparelho
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          Criou grupos em outro celular ou computador? Enviaremos ao e-mail do organizador um link de acesso.
          Ele vale por 30 minutos e funciona uma única vez.
        </p>
        {request.isSuccess ? (
          <Alert tone="info" role="status">{request.data.message}</Alert>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <Field id="access-email" label="E-mail do organizador" error={error}>
                <Input
                  id="access-email" type="email" inputMode="email" autoComplete="email" placeholder="voce@exemplo.com.br"
                  value={value} onChange={(e) => setEmail(e.target.value)}
                />
              </Field>
            </div>
            <Button type="submit" disabled={request.isPending}>{request.isPending ? 'Enviando…' : 'Enviar link de acesso'}</Button>
          </form>
        )}
      </div>
    </details>
  );
}
