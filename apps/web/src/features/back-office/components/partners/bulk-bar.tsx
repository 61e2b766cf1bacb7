import { partnerMessages } from '@juntai/contract';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { type Partner, useBulkPartnerAction } from '../../api/partners.ts';
import { toastOutcome } from '../../lib/toast-outcome.ts';

type Action = 'activate' | 'deactivate' | 'delete';

/**
 * The bulk bar (spec §7): select rows or all; activate, deactivate or delete them in one call (all or
 * nothing on the server). With nothing selected the actions are off, a grey Excluir among them (a red
 * one reads as ready to delete), and the spec's 'Selecione pelo menos um parceiro' says why; delete asks
 * a second time with the count.
 */
export function BulkBar({ selected, partners, onSelectAll, onDone }: { selected: number[]; partners: Partner[]; onSelectAll: () => void; onDone: () => void }) {
  const bulk = useBulkPartnerAction();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const none = selected.length === 0;
  const off = none || bulk.isPending;
  const why = none ? { 'aria-describedby': 'bulk-none-selected' } : {};

  const run = (action: Action) => {
    bulk.mutate({ partner_ids: selected, action }, toastOutcome('', 'Erro na ação em massa', () => {
      setConfirmDelete(false);
      onDone();
    }, 'Erro ao executar ação em massa'));
  };

  return (
    <section aria-label="Ações em massa" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
      <div className="text-sm text-slate-700" aria-live="polite">
        <p>{selected.length} {selected.length === 1 ? 'parceiro selecionado' : 'parceiros selecionados'}</p>
        {none ? <p id="bulk-none-selected" className="text-xs text-slate-600">{partnerMessages.noneSelected} para ativar, desativar ou excluir.</p> : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button variant="secondary" size="sm" onClick={onSelectAll} disabled={partners.length === 0}>Selecionar todos</Button>
        <Button size="sm" onClick={() => run('activate')} disabled={off} {...why}>Ativar</Button>
        <Button variant="secondary" size="sm" onClick={() => run('deactivate')} disabled={off} {...why}>Desativar</Button>
        <ConfirmDialog open={confirmDelete} onOpenChange={setConfirmDelete}
          trigger={<Button variant={none ? 'secondary' : 'danger'} size="sm" disabled={off} {...why}>Excluir</Button>}
          title="Excluir parceiros?" description={`Tem certeza que deseja excluir ${selected.length} ${selected.length === 1 ? 'parceiro' : 'parceiros'}? Esta ação não pode ser desfeita.`}
          details="Os produtos deles continuam no catálogo, sem parceiro." confirmLabel={`Excluir ${selected.length}`} pendingLabel="Excluindo…"
          pending={bulk.isPending} onConfirm={() => run('delete')} />
      </div>
    </section>
  );
}
