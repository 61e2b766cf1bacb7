import { NavLink } from 'react-router';
import { Brand } from '../../../components/layout/brand.tsx';
import { cn } from '../../../lib/cn.ts';

const links = [
  { to: '/', label: 'Início', end: true },
  { to: '/marketplace', label: 'Marketplace', end: false },
  { to: '/dashboard', label: 'Meus Grupos', end: false },
] as const;

/** The marketplace's header (shopper.md §2): the brand and Início, Marketplace, Meus Grupos. */
export function MarketplaceHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Brand className="min-w-0 text-lg sm:text-xl [&>[aria-hidden]]:hidden sm:[&>[aria-hidden]]:grid" />
        <nav aria-label="Principal" className="shrink-0">
          <ul className="flex items-center gap-1 sm:gap-2">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => cn(
                    'inline-flex h-10 items-center rounded-lg px-2.5 text-sm font-medium sm:px-3',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  )}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
