import { RefreshCw } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { useMe, useSignupStatus } from '../../api/account.ts';
import { EMPTY_METRICS, useMetrics } from '../../api/metrics.ts';
import type { MailLink } from '../../hooks/use-mail-link.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { SignedOutPage } from '../auth/signed-out-page.tsx';
import { PanelView } from './panel-view.tsx';

interface PanelBodyProps {
  resetLink: MailLink | null;
  onResetFinished: () => void;
  onCreateAccount: () => void;
}

/**
 * What /admin shows with the plugin on: the panel for a signed-in merchant; the panel with empty
 * figures for the very first merchant (the onboarding opens over it); otherwise the login card.
 */
export function PanelBody({ resetLink, onResetFinished, onCreateAccount }: PanelBodyProps) {
  const me = useMe();
  const signup = useSignupStatus(me.data === null);
  // Without a session the figures cannot load (401): the spec only logs that and shows zeros, so
  // they are not even asked for until someone is signed in.
  const metrics = useMetrics(Boolean(me.data));

  if (me.isPending) return <SignedOutPage><PageSpinner label="Carregando painel…" /></SignedOutPage>;
  if (me.isError) {
    return (
      <SignedOutPage>
        <Alert tone="danger" role="alert" className="mx-auto max-w-md">
          <p>Não foi possível carregar o painel. Confira sua conexão.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void me.refetch()}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" />Tentar novamente
          </Button>
        </Alert>
      </SignedOutPage>
    );
  }
  if (me.data && !resetLink) return <PanelView account={me.data} metrics={metrics.data} />;
  if (!resetLink && signup.isPending) return <SignedOutPage><PageSpinner label="Carregando painel…" /></SignedOutPage>;

  const firstMerchant = Boolean(signup.data?.signup_open && !signup.data.default_store_claimed);
  if (firstMerchant && !resetLink) return <PanelView account={null} metrics={EMPTY_METRICS} />;
  return (
    <SignedOutPage>
      <AuthCard signupOpen={signup.data?.signup_open ?? false} onCreateAccount={onCreateAccount} resetLink={resetLink} onResetFinished={onResetFinished} />
    </SignedOutPage>
  );
}
