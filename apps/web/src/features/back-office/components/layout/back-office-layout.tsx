import { LogOut, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Navigate, NavLink } from 'react-router';
import { Brand } from '../../../../components/layout/brand.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useOperatorLogout, useOperatorMe } from '../../api/auth.ts';
import { CompanyIdentityNotice } from './company-identity-notice.tsx';
import { roleLabel, saveSessionUser, type SessionUser, useSessionUser } from '../../lib/session-user.ts';

export const LOGIN_PATH = '/super-admin/login';

/**
 * The one menu of every back-office screen. The spec gave the merchants, plans and settings screens a
 * shorter one; an operator then lost the way to products and partners there, so every screen shows all.
 */
const NAV = [
  { to: '/super-admin/dashboard', label: 'Dashboard' },
  { to: '/super-admin/merchants', label: 'Lojistas' },
  { to: '/super-admin/plans', label: 'Planos' },
  { to: '/super-admin/products', label: 'Produtos B2B/B2C' },
  { to: '/super-admin/partners', label: 'Parceiros' },
  { to: '/super-admin/settings', label: 'Configurações' },
  { to: '/super-admin/privacidade', label: 'Privacidade' },
];

/**
 * Every back-office screen but the login: the operator's header (name, role, 'Sair') and the nav.
 * Without the stored user it goes to the login at once; a call answered 401 forgets the user, so the
 * same rule sends a screen whose session ended back to the login.
 */
export function BackOfficeLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(`${title} — Administração Juntaí`);
  const user = useSessionUser();
  const me = useOperatorMe(user !== null);

  // The server's account is the truth for the header: a renamed operator shows the new name.
  useEffect(() => {
    if (me.data && user && (me.data.name !== user.name || me.data.role !== user.role)) {
      saveSessionUser({ name: me.data.name, role: me.data.role });
    }
  }, [me.data, user]);

  if (!user) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <div className="min-h-screen bg-slate-50">
      <OperatorHeader user={user} />
      <NavBar />
      <main className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
        <CompanyIdentityNotice />
        {children}
      </main>
    </div>
  );
}

function OperatorHeader({ user }: { user: SessionUser }) {
  const logout = useOperatorLogout();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <div className="flex min-w-0 items-center gap-3">
          <Brand className="min-w-0 [&>[aria-hidden]]:hidden min-[420px]:[&>[aria-hidden]]:grid" />
          <span className="hidden items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700 sm:inline-flex">
            <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" /> Administração
          </span>
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          <div className="min-w-0 text-right leading-tight" data-testid="operator-identity">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{roleLabel(user.role)}</p>
          </div>
          <Button variant="secondary" size="sm" className="shrink-0" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOut aria-hidden="true" className="h-4 w-4" /> Sair
          </Button>
        </div>
      </div>
    </header>
  );
}

function NavBar() {
  return (
    <nav aria-label="Administração" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-1 px-2 sm:px-4">
        {NAV.map((item) => (
          <li key={item.to} className="shrink-0">
            <NavLink
              to={item.to}
              className={({ isActive }) => cn(
                'inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
