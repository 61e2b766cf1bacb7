import { partnerStatusLabels, partnerTypeLabels } from '@juntai/contract';
import { Download, Handshake, Plus, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { PageSpinner } from '../../../../components/ui/page-spinner.tsx';
import { cn } from '../../../../lib/cn.ts';
import { downloadPartnersCsv, type PartnersFilter, usePartners } from '../../api/partners.ts';
import { BackOfficeLayout } from '../layout/back-office-layout.tsx';
import { EmptyState } from '../common/data-table.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { SummaryTiles } from '../common/summary-tiles.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { ImportPartnersDialog } from './import-partners-dialog.tsx';
import { PartnerFormDialog } from './partner-form-dialog.tsx';
import { PartnersTable } from './partners-table.tsx';
import { PageHeading } from '../../../../components/ui/page-heading.tsx';

const TYPE_OPTIONS = [['', 'Todos'], ...Object.entries(partnerTypeLabels)] as const;
const STATUS_OPTIONS = [['', 'Todos'], ...Object.entries(partnerStatusLabels)] as const;

/** The status filter the dashboard's partner panel preselects (?status=active). */
function initialStatus(): PartnersFilter['status'] {
  const status = new URLSearchParams(window.location.search).get('status');
  return status === 'active' || status === 'inactive' || status === 'pending' ? status : '';
}

/** /super-admin/partners: filters, 'Atualizar', export, new partner, bulk bar, sortable table with expandable rows, summary. */
export function PartnersPage() {
  const [filter, setFilter] = useState<PartnersFilter>(() => ({ type: '', status: initialStatus(), sort_by: 'name', sort_order: 'asc' }));
  const partners = usePartners(filter);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [exporting, setExporting] = useState(false);
  const [creating, setCreating] = useState(false);
  const list = partners.data ?? [];

  // Only rows still on screen count as selected (a filter or a delete may have hidden some).
  const selectedIds = [...selected].filter((id) => list.some((p) => p.id === id));
  useEffect(() => {
    if (partners.error) toast.error('Erro ao carregar parceiros');
  }, [partners.error]);

  const sortBy = (column: PartnersFilter['sort_by']) => setFilter((f) => ({
    ...f, sort_by: column, sort_order: f.sort_by === column && f.sort_order === 'asc' ? 'desc' : 'asc',
  }));
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPartnersCsv({ type: filter.type, status: filter.status });
    } catch {
      toast.error('Erro ao exportar dados');
    } finally {
      setExporting(false);
    }
  };

  return (
    <BackOfficeLayout title="Parceiros">
      <PageHeading title="Parceiros" intro="Vendedores do marketplace e afiliados, com seus produtos e vendas reais.">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void partners.refetch()}><RefreshCw aria-hidden="true" className="h-4 w-4" /> Atualizar</Button>
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}><Download aria-hidden="true" className="h-4 w-4" /> {exporting ? 'Exportando…' : 'Exportar CSV'}</Button>
          <ImportPartnersDialog />
          <Button onClick={() => setCreating(true)}><Plus aria-hidden="true" className="h-4 w-4" /> Novo Parceiro</Button>
          <PartnerFormDialog partner={null} open={creating} onOpenChange={setCreating} />
        </div>
      </PageHeading>

      <section aria-label="Filtros de parceiros" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <SelectField id="partners-type" label="Tipo" value={filter.type} onChange={(type) => setFilter((f) => ({ ...f, type }))} options={TYPE_OPTIONS} />
        <SelectField id="partners-status" label="Status" value={filter.status} onChange={(status) => setFilter((f) => ({ ...f, status }))} options={STATUS_OPTIONS} />
      </section>

      <BulkBar selected={selectedIds} partners={list} onSelectAll={() => setSelected(new Set(list.map((p) => p.id)))} onDone={() => setSelected(new Set())} />

      {partners.isPending ? <PageSpinner label="Carregando parceiros…" /> : list.length === 0 ? (
        <EmptyState icon={<Handshake className="h-10 w-10" />} title="Nenhum parceiro encontrado" />
      ) : (
        <div className={cn(partners.isPlaceholderData && 'opacity-60')}>
          <PartnersTable partners={list} filter={filter} onSort={sortBy} selected={selected} onSelect={setSelected} />
        </div>
      )}

      {list.length ? (
        <SummaryTiles label="Resumo dos parceiros" valueClassName="text-lg" figures={[
          ['Parceiros', list.length], ['Ativos', list.filter((p) => p.status === 'active').length],
          ['Produtos', list.reduce((n, p) => n + p.total_products, 0)],
          ['Vendas', list.reduce((n, p) => n + p.total_sales, 0).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' })],
        ]} />
      ) : null}
    </BackOfficeLayout>
  );
}
