import { partnerStatusLabels, partnerTypeLabels } from '@juntai/contract';
import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { formatReais } from '../../../../lib/format.ts';
import { type Partner, type PartnersFilter, useDeletePartner, usePartnerProducts } from '../../api/partners.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';
import { PartnerFormDialog } from './partner-form-dialog.tsx';
import { RowCheckbox } from '../common/row-checkbox.tsx';
import { DataTable, Td, Th } from '../common/data-table.tsx';

/** The spec's preview of a partner's products: at most 8, with a count of the rest. */
const PRODUCTS_PREVIEW = 8;
const STATUS_TONE = { active: 'green', inactive: 'gray', pending: 'amber' } as const;

type SortColumn = PartnersFilter['sort_by'];
const COLUMNS: Array<[SortColumn, string]> = [['name', 'Nome'], ['commission_rate', 'Comissão'], ['total_products', 'Produtos'], ['total_sales', 'Vendas'], ['created_at', 'Desde']];

interface Props {
  partners: Partner[];
  filter: PartnersFilter;
  onSort: (column: SortColumn) => void;
  selected: Set<number>;
  onSelect: (next: Set<number>) => void;
}

/** Sortable partners with a checkbox per row and an expandable list of each one's products. */
export function PartnersTable({ partners, filter, onSort, selected, onSelect }: Props) {
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const allOn = partners.length > 0 && partners.every((p) => selected.has(p.id));
  return (
    <DataTable caption="Parceiros">
      <thead>
        <tr>
          <Th><RowCheckbox label="Selecionar todos os parceiros" checked={allOn} onChange={() => onSelect(allOn ? new Set() : new Set(partners.map((p) => p.id)))} /></Th>
          <Th><span className="sr-only">Produtos</span></Th>
          {COLUMNS.map(([column, label]) => {
            const active = filter.sort_by === column;
            return (
              <Th key={column} aria-sort={active ? (filter.sort_order === 'asc' ? 'ascending' : 'descending') : 'none'}>
                {/* 24 px tall to tap (WCAG 2.2); the negative margin keeps the header row's height. */}
                <button type="button" onClick={() => onSort(column)} className="-my-1 inline-flex items-center gap-1 py-1 uppercase">
                  {label}
                  {active ? (filter.sort_order === 'asc' ? <ArrowUp aria-hidden="true" className="h-3 w-3" /> : <ArrowDown aria-hidden="true" className="h-3 w-3" />) : null}
                </button>
              </Th>
            );
          })}
          <Th>Tipo</Th><Th>Status</Th><Th><span className="sr-only">Ações</span></Th>
        </tr>
      </thead>
      <tbody>
        {partners.map((partner) => <PartnerRow key={partner.id} partner={partner} checked={selected.has(partner.id)} onToggle={() => toggle(partner.id)} />)}
      </tbody>
    </DataTable>
  );
}

function PartnerRow({ partner, checked, onToggle }: { partner: Partner; checked: boolean; onToggle: () => void }) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const products = usePartnerProducts(partner.id, open);
  const remove = useDeletePartner();
  const confirmDelete = () => remove.mutate(partner.id, toastOutcome('', 'Erro ao excluir parceiro', () => setConfirming(false)));
  return (
    <Fragment>
      <tr data-testid="partner-row">
        <Td><RowCheckbox label={`Selecionar ${partner.name}`} checked={checked} onChange={onToggle} /></Td>
        <Td>
          <button type="button" onClick={() => setOpen(!open)} aria-expanded={open} aria-label={`Produtos de ${partner.name}`} className="rounded p-1">
            {open ? <ChevronDown aria-hidden="true" className="h-4 w-4" /> : <ChevronRight aria-hidden="true" className="h-4 w-4" />}
          </button>
        </Td>
        <Td>
          <p className="font-medium text-slate-900">{partner.name}</p>
          <p className="text-xs text-slate-600">{partner.contact_email}</p>
        </Td>
        <Td>{partner.commission_rate.toLocaleString('pt-BR')}%</Td>
        <Td>{partner.total_products}</Td>
        <Td>{formatReais(partner.total_sales)}</Td>
        <Td>{new Date(partner.created_at).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</Td>
        <Td>{partnerTypeLabels[partner.type]}</Td>
        <Td><Badge tone={STATUS_TONE[partner.status]}>{partnerStatusLabels[partner.status]}</Badge></Td>
        <Td className="whitespace-nowrap">
          <Button variant="secondary" size="sm" className="mr-2" aria-label={`Editar ${partner.name}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </Button>
          <PartnerFormDialog partner={partner} open={editing} onOpenChange={setEditing} />
          <ConfirmDialog open={confirming} onOpenChange={setConfirming}
            trigger={<Button variant="secondary" size="sm" aria-label={`Excluir ${partner.name}`}><Trash2 aria-hidden="true" className="h-4 w-4" /></Button>}
            title="Excluir parceiro?"
            description={`Tem certeza que deseja excluir ${partner.name}? ${partner.total_products === 0 ? 'Ele não tem produtos.' : `Ele tem ${partner.total_products} ${partner.total_products === 1 ? 'produto, que ficará' : 'produtos, que ficarão'} sem parceiro.`}`}
            confirmLabel="Excluir" pendingLabel="Excluindo…" pending={remove.isPending} onConfirm={confirmDelete} />
        </Td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={10} className="border-b border-slate-100 bg-slate-50 px-4 py-3 text-sm">
            {products.isPending ? 'Carregando produtos…' : !products.data || products.data.length === 0 ? 'Nenhum produto deste parceiro.' : (
              <ul aria-label={`Produtos de ${partner.name}`} className="flex flex-col gap-1">
                {products.data.slice(0, PRODUCTS_PREVIEW).map((p) => <li key={p.id}>{p.name} — {formatReais(p.price)}</li>)}
                {products.data.length > PRODUCTS_PREVIEW ? <li className="text-slate-600">e mais {products.data.length - PRODUCTS_PREVIEW}</li> : null}
              </ul>
            )}
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
