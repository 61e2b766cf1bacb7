import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { ShownOnceSecret } from './shown-once-secret.tsx';

/** The new key, the only time it is ever shown: Juntaí keeps only its hash. */
export function ApiKeyCreatedDialog({ apiKey, label, onClose }: { apiKey: string; label: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Chave criada" description={`Chave "${label}"`}>
        <div className="flex flex-col gap-4">
          <ShownOnceSecret text={apiKey} label="Chave de API" testId="api-key-value" />
          <Button onClick={onClose} className="self-end">Já copiei</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
