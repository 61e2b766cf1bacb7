import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../../components/ui/card.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useConfirmSignup } from '../../api/confirm-signup.ts';
import { MerchantHeader } from '../panel/merchant-header.tsx';

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
    <div className="min-h-screen">
      <MerchantHeader signedIn={false} />
      <main className="mx-auto flex max-w-6xl flex-col px-4 py-8 sm:py-12">
        <Card className="mx-auto w-full max-w-md">
          <CardContent className="flex flex-col gap-5">
            <div className="flex items-center gap-3">
              <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-800"><MailCheck className="h-5 w-5" /></span>
              <h1 className="text-xl font-bold text-slate-900">Confirmação do e-mail</h1>
            </div>
            {confirm.isError ? (
              <>
                <Alert tone="danger" role="alert">{errorMessage(confirm.error, 'Não foi possível confirmar o e-mail. Tente novamente.')}</Alert>
                <Button onClick={onDone}>Voltar ao painel</Button>
              </>
            ) : <p role="status" className="text-slate-700">Confirmando seu e-mail e criando sua conta…</p>}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
