import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { PartnerFormDialog } from './partner-form-dialog.tsx';

/** The page's 'Novo Parceiro' button and its form. */
export function NewPartnerDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}><Plus aria-hidden="true" className="h-4 w-4" /> Novo Parceiro</Button>
      <PartnerFormDialog partner={null} open={open} onOpenChange={setOpen} />
    </>
  );
}
