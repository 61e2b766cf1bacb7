import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { PluginButton } from './plugin-button.tsx';

/** The sticky top bar of the shop pages: the brand on the left, a page's navigation on the right. Fits a 360 px phone. */
export function HeaderBar({ children }: { children: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Brand className="shrink-0 [&>span]:hidden min-[380px]:[&>span]:grid" />
        <nav aria-label="Principal" className="flex items-center gap-2">{children}</nav>
      </div>
    </header>
  );
}

/** The shop's top bar: brand, 'Meus Grupos' and the merchant plugin button. */
export function SiteHeader() {
  return (
    <HeaderBar>
      <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
        <Link to="/dashboard"><Users className="hidden h-4 w-4 sm:block" aria-hidden="true" />Meus Grupos</Link>
      </Button>
      <PluginButton />
    </HeaderBar>
  );
}
