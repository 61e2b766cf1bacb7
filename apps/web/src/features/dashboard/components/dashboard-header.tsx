import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { PluginButton } from '../../../components/layout/plugin-button.tsx';
import { HeaderBar } from '../../../components/layout/site-header.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** "Meus Grupos" header: the merchant-plugin button ('Painel do Lojista' or 'Ativar Plugin') and 'Home'. */
export function DashboardHeader() {
  return (
    <HeaderBar>
      <PluginButton />
      <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
        <Link to="/"><Home aria-hidden="true" className="hidden h-4 w-4 sm:block" />Home</Link>
      </Button>
    </HeaderBar>
  );
}
