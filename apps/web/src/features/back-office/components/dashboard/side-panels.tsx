import { ChevronRight, Handshake, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatReais } from '../../../../lib/format.ts';
import type { OperatorDashboardStats } from '../../api/dashboard.ts';
import { formatPercent } from '../../lib/labels.ts';

function PanelRow({ to, label, value }: { to?: string; label: string; value: ReactNode }) {
  const content = (
    <>
      <span className="text-sm text-slate-700">{label}</span>
      <span className="flex items-center gap-1 font-semibold text-slate-900">{value}{to ? <ChevronRight aria-hidden="true" className="h-4 w-4 text-slate-400" /> : null}</span>
    </>
  );
  return to ? (
    <Link to={to} className="flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700">{content}</Link>
  ) : (
    <div className="flex items-center justify-between gap-3 px-3 py-2.5">{content}</div>
  );
}

/** A titled card of figure rows: `id` is the rows' test id, and its heading's id is `id`-title. */
function Panel({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${id}-title`} className="mb-2 flex items-center gap-2 font-semibold text-slate-900"><span aria-hidden="true" className="text-brand-700">{icon}</span>{title}</h2>
      <div className="flex flex-col" data-testid={id}>{children}</div>
    </section>
  );
}

/** Product counts, each opening the products screen with its filter preselected. */
export function ProductsPanel({ stats }: { stats: OperatorDashboardStats | undefined }) {
  const p = stats?.products;
  return (
    <Panel id="products-panel" title="Produtos" icon={<Package className="h-5 w-5" />}>
      <PanelRow to="/super-admin/products?type=demo" label="Demonstração (B2B)" value={p?.demo ?? '–'} />
      <PanelRow to="/super-admin/products?type=marketplace" label="Marketplace (B2C)" value={p?.marketplace ?? '–'} />
      <PanelRow to="/super-admin/products?featured=true" label="Em destaque" value={p?.featured ?? '–'} />
    </Panel>
  );
}

/** Partner figures of the period (commissions on captured marketplace sales), opening the active partners. */
export function PartnersPanel({ stats }: { stats: OperatorDashboardStats | undefined }) {
  const p = stats?.partners;
  return (
    <Panel id="partners-panel" title="Parceiros" icon={<Handshake className="h-5 w-5" />}>
      <PanelRow to="/super-admin/partners?status=active" label="Parceiros ativos" value={p?.active ?? '–'} />
      <PanelRow label="Comissões a pagar" value={p ? formatReais(p.commissions_owed) : '–'} />
      <PanelRow label="Comissão média" value={p ? formatPercent(p.average_commission_rate) : '–'} />
      <PanelRow label="Principal parceiro"
        value={p ? (p.top_partner ? `${p.top_partner.name} (${formatReais(p.top_partner.total_sales)})` : 'Nenhum') : '–'} />
    </Panel>
  );
}
