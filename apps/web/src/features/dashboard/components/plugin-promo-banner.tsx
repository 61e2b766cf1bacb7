import { Store } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { usePluginFlag } from '../../../lib/plugin-flag.ts';

/** Shown when the plugin is off and the person has 3 or more groups in all (shopper.md §9). */
export const PROMO_BANNER_MIN_GROUPS = 3;

export function PluginPromoBanner({ totalGroups }: { totalGroups: number }) {
  const { active, activateAndReload } = usePluginFlag();
  if (active || totalGroups < PROMO_BANNER_MIN_GROUPS) return null;
  return (
    <aside aria-labelledby="plugin-promo-title" className="flex flex-col gap-3 rounded-xl bg-gradient-to-r from-brand-700 to-brand-800 p-4 text-white sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex items-start gap-3">
        <Store aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
        <div>
          <h2 id="plugin-promo-title" className="font-semibold">Ative o Plugin do Lojista</h2>
          <p className="text-sm text-brand-50">Você já organizou {totalGroups} grupos. Tem uma loja? Ofereça a compra em grupo aos seus clientes.</p>
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={activateAndReload} className="shrink-0">Quero ativar</Button>
    </aside>
  );
}
