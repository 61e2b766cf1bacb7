import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/**
 * The "Excluir" button of an expired group and the spec's confirmation it opens, for the organizer (Meus
 * Grupos) and for the store (Grupos). `onConfirm` deletes and calls `close` once that is settled.
 */
export function DeleteGroupConfirm({ productName, pending, onConfirm, className }: {
  productName: string; pending: boolean; onConfirm: (close: () => void) => void; className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={pending} onConfirm={() => onConfirm(() => setOpen(false))}
      title="Excluir grupo" description={`Tem certeza que deseja excluir o grupo para "${productName}"?`}
      confirmLabel="Excluir" pendingLabel="Excluindo…"
      trigger={(
        <Button variant="danger" size="sm" className={cn('flex-1', className)} aria-label={`Excluir o grupo ${productName}`}>
          <Trash2 aria-hidden="true" className="h-4 w-4" /> Excluir
        </Button>
      )}
    />
  );
}
