import { Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { formatDate, formatReais } from '../../../../lib/format.ts';
import { rescuedGroupsDefinitions } from '@juntai/contract/plain';
import type { OperatorDashboardStats } from '../../api/dashboard.ts';
import { groupStatusLook, progressOf, shortGroupId } from '../../lib/labels.ts';
import { EmptyState, Td, Th } from '../common/data-table.tsx';
import { TabbedTable } from './tabbed-table.tsx';

export const GROUP_MODAL_ROWS = 15;
const TABS = { all: 'Todos', active: 'Ativos', completed: 'Completados', expired: 'Expirados' };
type Tab = keyof typeof TABS;

/** Grupos de Compra: the period's newest groups (the dashboard keeps 20), by status, at most 15 rows. */
export function GroupsModal({ stats, open, onOpenChange }: { stats: OperatorDashboardStats; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [tab, setTab] = useState<Tab>('all');
  const list = stats.groups_list;
  const count = (t: Tab) => list.filter((g) => t === 'all' || g.status === t).length;
  const rows = list.filter((g) => tab === 'all' || g.status === tab).slice(0, GROUP_MODAL_ROWS);

  return (
    <TabbedTable<Tab> open={open} onOpenChange={onOpenChange} title="Grupos de Compra" description={`Período: ${stats.faturamento.formattedPeriod}`}
      footer={<p className="text-sm text-slate-600" data-testid="groups-modal-footer">Últimos {list.length} grupos criados</p>}
      columns="grid-cols-2 sm:grid-cols-4" label="Grupos por status" tab={tab} onTab={setTab} caption="Grupos"
      figures={[['Total', stats.groups.total], ['Ativos', stats.groups.active], ['Completados', stats.groups.completed], ['Resgatados', stats.groups.rescued]]}
      note={(
        <p className="text-xs text-slate-600" data-testid="rescued-definition">
          <strong className="font-semibold">Resgatados:</strong> {rescuedGroupsDefinitions.operator}
        </p>
      )}
      tabs={TABS} count={count}
      empty={rows.length === 0 ? (
        <EmptyState icon={<Package className="h-8 w-8" />} title="Nenhum grupo encontrado">
          <p className="text-sm text-slate-600">Os grupos aparecem aqui quando os compradores começam a comprar juntos.</p>
          <Button asChild variant="secondary" size="sm"><Link to="/super-admin/products">Ver produtos</Link></Button>
        </EmptyState>
      ) : null}
      head={<><Th>ID</Th><Th>Produto</Th><Th>Por pessoa</Th><Th>Status</Th><Th>Progresso</Th><Th>Total</Th><Th>Criado em</Th></>}>
      {rows.map((g) => {
        const look = groupStatusLook(g.status);
        const product = g.product_name ?? 'Produto não identificado';
        return (
          <tr key={g.id}>
            <Td className="font-mono text-xs font-semibold">#{shortGroupId(g.link_id)}</Td>
            <Td className="max-w-56 truncate" title={product}>{product}</Td>
            <Td>{formatReais(g.cost_per_person)}</Td>
            <Td><Badge tone={look.tone}>{look.label}</Badge></Td>
            <Td>
              <div className="flex min-w-28 items-center gap-2">
                <Progress value={progressOf(g.current_participants, g.target_size)} label={`Progresso do grupo ${shortGroupId(g.link_id)}`} className="w-16" />
                <span className="text-xs text-slate-700">{g.current_participants}/{g.target_size}</span>
              </div>
            </Td>
            <Td>{formatReais(g.total_cost)}</Td>
            <Td>{formatDate(g.created_at)}</Td>
          </tr>
        );
      })}
    </TabbedTable>
  );
}
