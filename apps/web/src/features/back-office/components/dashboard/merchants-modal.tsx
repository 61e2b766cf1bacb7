import { Store } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDate } from '../../../../lib/format.ts';
import type { OperatorDashboardStats } from '../../api/dashboard.ts';
import { EmptyState, Td, Th } from '../common/data-table.tsx';
import { TabbedTable } from './tabbed-table.tsx';

/** The spec's limit of rows in the merchant details modal. */
export const MERCHANT_MODAL_ROWS = 15;
const TABS = { all: 'Todos', active: 'Ativos', inactive: 'Inativos' };
type Tab = keyof typeof TABS;

/** Detalhes dos Lojistas: tabs with counts, the stats trio, at most 15 rows, and the way to the full list. */
export function MerchantsModal({ stats, open, onOpenChange }: { stats: OperatorDashboardStats; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [tab, setTab] = useState<Tab>('all');
  const counts: Record<Tab, number> = { all: stats.merchants.total, active: stats.merchants.active, inactive: stats.merchants.inactive };
  const inTab = stats.merchants_list.filter((m) => tab === 'all' || m.status === tab);
  const rows = inTab.slice(0, MERCHANT_MODAL_ROWS);

  return (
    <TabbedTable<Tab> open={open} onOpenChange={onOpenChange} title="Detalhes dos Lojistas" description="Lojistas cadastrados na plataforma, os mais recentes primeiro."
      footer={(
        <>
          <p className="text-sm text-slate-600" data-testid="merchants-modal-footer">Mostrando {rows.length} de {counts[tab]} lojistas</p>
          <Button asChild size="sm"><Link to="/super-admin/merchants">Ver todos os lojistas</Link></Button>
        </>
      )}
      columns="grid-cols-3" label="Lojistas por status" tab={tab} onTab={setTab} caption="Lojistas"
      figures={[['Total', counts.all], ['Ativos', counts.active], ['Inativos', counts.inactive]]}
      tabs={TABS} count={(t) => counts[t]}
      empty={rows.length === 0 ? <EmptyState icon={<Store className="h-8 w-8" />} title="Nenhum lojista encontrado" /> : null}
      head={<><Th>Lojista</Th><Th>Status</Th><Th>Plano</Th><Th>Criado em</Th></>}>
      {rows.map((m) => (
        <tr key={m.id}>
          <Td>
            <p className="font-medium text-slate-900">{m.name}</p>
            <p className="text-xs text-slate-600">{m.email ?? 'Sem e-mail'}</p>
          </Td>
          <Td><Badge tone={m.status === 'active' ? 'green' : 'amber'}>{m.status === 'active' ? 'Ativo' : 'Inativo'}</Badge></Td>
          <Td>{m.current_plan ?? 'Nenhum'}</Td>
          <Td>{formatDate(m.created_at)}</Td>
        </tr>
      ))}
    </TabbedTable>
  );
}
