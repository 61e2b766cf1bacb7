import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { BackHeader } from '../../../components/layout/back-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { usePluginFlag } from '../../../lib/plugin-flag.ts';
import { type MerchantAccount, useMe } from '../api/account.ts';

/**
 * The inner merchant pages (/admin/groups, /admin/settings): without the local plugin flag they go to
 * /dashboard (spec §6); with it but without a session, to /admin, where the merchant can sign in.
 */
export function MerchantGate({ children }: { children: (account: MerchantAccount) => ReactNode }) {
  const { active } = usePluginFlag();
  const me = useMe(active);
  if (!active) return <Navigate to="/dashboard" replace />;
  if (me.isPending) return <><BackHeader to="/admin" /><PageSpinner /></>;
  if (me.isError) {
    return (
      <>
        <BackHeader to="/admin" />
        <main className="mx-auto max-w-md px-4 py-10">
          <Alert tone="danger" role="alert">
            <p>Não foi possível confirmar sua sessão. Confira sua conexão.</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void me.refetch()}>Tentar novamente</Button>
          </Alert>
        </main>
      </>
    );
  }
  if (!me.data) return <Navigate to="/admin" replace />;
  return children(me.data);
}
