import { useEffect, useRef } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useConfirmSignup } from '../../api/account.ts';
import { MailLinkPage } from './signed-out-page.tsx';

/**
 * The sign-up's confirmation link opened: the account is created at once (no form), and the panel
 * takes over with the onboarding from step 2. A link that no longer works says so and leads back.
 */
export function SignupConfirmationCard({ token, onDone }: { token: string; onDone: () => void }) {
  const confirm = useConfirmSignup();
  const sent = useRef(false);
  useEffect(() => {
    // Once per link, even when React runs effects twice: the link works a single time.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token, { onSuccess: onDone });
  }, [confirm, token, onDone]);

  return (
    <MailLinkPage title="Confirmação do e-mail">
      {confirm.isError ? (
        <>
          <Alert tone="danger" role="alert">{errorMessage(confirm.error, 'Não foi possível confirmar o e-mail. Tente novamente.')}</Alert>
          <Button onClick={onDone}>Voltar ao painel</Button>
        </>
      ) : <p role="status" className="text-slate-700">Confirmando seu e-mail e criando sua conta…</p>}
    </MailLinkPage>
  );
}
