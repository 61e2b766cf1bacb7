import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { Brand } from './brand.tsx';
import { PluginButton } from './plugin-button.tsx';

/**
 * The sticky top bar of the shop pages: the brand on the left, a page's navigation on the right. Fits a
 * 360 px phone: the navigation keeps its size and the brand gives way. A navigation too long for a
 * phone's row (`stackOnPhone`) gets a row of its own below the brand, up to the sm breakpoint, its
 * buttons' padding reaching into the page's margin so their labels line up with the brand.
 */
export function HeaderBar({ children, stackOnPhone = false }: { children: ReactNode; stackOnPhone?: boolean }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className={cn(
        'mx-auto flex max-w-6xl justify-between gap-2 px-4',
        stackOnPhone ? 'flex-col py-2 sm:h-16 sm:flex-row sm:items-center sm:py-0' : 'h-16 items-center',
      )}>
        <Brand className={cn('min-w-0 [&>[aria-hidden]]:hidden min-[380px]:[&>[aria-hidden]]:grid', stackOnPhone && 'self-start')} />
        <nav aria-label="Principal" className={cn('flex shrink-0 items-center gap-1 min-[380px]:gap-2', stackOnPhone && '-mx-2 justify-between sm:mx-0 sm:justify-end')}>
          {children}
        </nav>
      </div>
    </header>
  );
}

/** The shop's top bar: brand, 'Meus Grupos' (the shopper's entry, the more prominent) and the merchant plugin button. */
export function SiteHeader() {
  return (
    <HeaderBar>
      <Button asChild variant="secondary" size="sm" className="px-2.5 sm:px-3">
        <Link to="/dashboard"><Users className="hidden h-4 w-4 sm:block" aria-hidden="true" />Meus Grupos</Link>
      </Button>
      <PluginButton />
    </HeaderBar>
  );
}
