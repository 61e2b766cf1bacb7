import { ChevronRight, ListChecks, Package, Palette } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS = [
  { to: '/admin/groups', title: 'Gerenciar Grupos', text: 'Veja todos os grupos, filtre por status e fale com os organizadores.', icon: ListChecks },
  { to: '/admin/settings', title: 'Personalizar Botão', text: 'Escolha o texto e as cores do botão "Comprar em Grupo".', icon: Palette },
  { to: '/admin/products', title: 'Produtos da Loja', text: 'Cadastre os produtos que o botão vende no seu site, com o seu código (SKU).', icon: Package },
] as const;

/** The ways on from the panel: the group list, the button settings and the store's products. */
export function ActionCards() {
  return (
    <nav aria-label="Ações do lojista" className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {ACTIONS.map(({ to, title, text, icon: Icon }) => (
        <Link key={to} to={to}
          className="group flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          <span aria-hidden="true" className="grid h-11 w-11 shrink-0 place-items-center rounded-lg bg-brand-700 text-white"><Icon className="h-5 w-5" /></span>
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">{title}</span>
            <span className="block text-sm text-slate-600">{text}</span>
          </span>
          <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400 group-hover:text-brand-700" />
        </Link>
      ))}
    </nav>
  );
}
