import { LogOut, Package, Store, Users } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../../lib/notify.ts';
import { HeaderBar } from '../../../../components/layout/site-header.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useLogout } from '../../api/account.ts';

/** The panel's top bar: 'Meus Grupos' (/dashboard), 'Ver Loja' (/) and, when signed in, 'Produtos' and 'Sair'. */
export function MerchantHeader({ signedIn }: { signedIn: boolean }) {
  const logout = useLogout();
  const signOut = () => logout.mutate(undefined, {
    onSuccess: (message) => toast.success(message ?? 'Você saiu da sua conta.'),
    onError: (error) => toast.error(errorMessage(error, 'Não foi possível sair. Tente novamente.')),
  });
  return (
    <HeaderBar stackOnPhone={signedIn}>
      <Button asChild variant="ghost" size="sm" className="px-2 whitespace-nowrap sm:px-3">
        <Link to="/dashboard"><Users aria-hidden="true" className="hidden h-4 w-4 sm:block" />Meus Grupos</Link>
      </Button>
      <Button asChild variant="secondary" size="sm" className="px-2 whitespace-nowrap sm:px-3">
        <Link to="/"><Store aria-hidden="true" className="hidden h-4 w-4 sm:block" />Ver Loja</Link>
      </Button>
      {signedIn ? (
        <Button asChild variant="ghost" size="sm" className="px-2 whitespace-nowrap sm:px-3">
          <Link to="/admin/products"><Package aria-hidden="true" className="hidden h-4 w-4 sm:block" />Produtos</Link>
        </Button>
      ) : null}
      {signedIn ? (
        <Button variant="ghost" size="sm" className="px-2 whitespace-nowrap sm:px-3" onClick={signOut} disabled={logout.isPending}>
          <LogOut aria-hidden="true" className="hidden h-4 w-4 sm:block" />Sair
        </Button>
      ) : null}
    </HeaderBar>
  );
}
