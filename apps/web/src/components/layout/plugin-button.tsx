import { Plug, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { usePluginFlag } from '../../lib/plugin-flag.ts';

/**
 * The header's merchant entry (spec §2, landing): 'Painel do Lojista' once the local plugin flag is on,
 * else 'Ativar Plugin', which turns it on and reloads the page.
 */
export function PluginButton() {
  const { active, activateAndReload } = usePluginFlag();
  if (active) {
    return (
      <Button asChild variant="secondary" size="sm" className="px-2.5 sm:px-3">
        <Link to="/admin"><Store className="hidden h-4 w-4 sm:block" aria-hidden="true" />Painel do Lojista</Link>
      </Button>
    );
  }
  // A merchant's entry on the shopper's pages: a quiet button, so a shopper's eye goes to their own actions first.
  return (
    <Button variant="ghost" size="sm" onClick={activateAndReload} className="px-2.5 text-slate-600 sm:px-3">
      <Plug className="hidden h-4 w-4 sm:block" aria-hidden="true" />Ativar Plugin
    </Button>
  );
}
