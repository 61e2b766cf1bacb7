import { partnerMessages } from '@juntai/contract';
import { useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { type Partner, useBulkPartnerAction } from '../../api/partners.ts';
import { failureMessage } from '../../lib/failure.ts';

type Action = 'activate' | 'deactivate' | 'delete';

/**
 * The bulk bar (spec §7): select rows or all; activate, deactivate or delete them in one call (all or
 * nothing on the server). Nothing selected says so; delete asks a second time with the count.
 */
export function BulkBar({ selected, partners, onSelectAll, onDone }: { selected: number[]; partners: Partner[]; onSelectAll: () => void; onDone: () => void }) {
  const bulk = useBulkPartnerAction();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const run = (action: Action) => {
    if (selected.length === 0) {
      toast.error(partnerMessages.noneSelected);
      return;
    }
    bulk.mutate({ partner_ids: selected, action }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setConfirmDelete(false);
        onDone();
      },
      onError: (error) => toast.error(failureMessage(error, 'Erro na ação em massa', 'Erro ao executar ação em massa')),
    });
  };

  return (
    <section aria-label="Ações em massa" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
      <p className="text-sm text-slate-700" aria-live="polite">
        {selected.length} {selected.length === 1 ? 'parceiro selecionado' : 'parceiros selecionados'}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button variant="secondary" size="sm" onClick={onSelectAll} disabled={partners.length === 0}>Selecionar todos</Button>
        <Button size="sm" onClick={() => run('activate')} disabled={bulk.isPending}>Ativar</Button>
        <Button variant="secondary" size="sm" onClick={() => run('deactivate')} disabled={bulk.isPending}>Desativar</Button>
        <ConfirmDialog open={confirmDelete} onOpenChange={(open) => (open && selected.length === 0 ? toast.error(partnerMessages.noneSelected) : setConfirmDelete(open))}
          trigger={<Button variant="danger" size="sm" disabled={bulk.isPending}>Excluir</Button>}
          title="Excluir parceiros?" description={`Tem certeza que deseja excluir ${selected.length} ${selected.length === 1 ? 'parceiro' : 'parceiros'}? Esta ação não pode ser desfeita.`}
          details="Os produtos deles continuam no catálogo, sem parceiro." confirmLabel={`Excluir ${selected.length}`} pendingLabel="Excluindo…"
          pending={bulk.isPending} onConfirm={() => run('delete')} />
      </div>
    </section>
  );
}
