import { CreditCard, Handshake, Package, Settings, Store } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS = [
  { to: '/super-admin/merchants', label: 'Gerenciar Lojistas', icon: Store },
  { to: '/super-admin/plans', label: 'Gerenciar Planos', icon: CreditCard },
  { to: '/super-admin/products', label: 'Produtos B2B/B2C', icon: Package },
  { to: '/super-admin/partners', label: 'Parceiros', icon: Handshake },
  { to: '/super-admin/settings', label: 'Configurações', icon: Settings },
] as const;

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="quick-actions-title" className="mb-3 font-semibold text-slate-900">Ações rápidas</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {ACTIONS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex h-full min-h-20 flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 p-3 text-center text-sm font-medium text-slate-800 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
