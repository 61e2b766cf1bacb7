import { Button } from '../../../../components/ui/button.tsx';
import { useRevokeApiKey } from '../../api/api-keys.ts';
import { ConfirmActionButton } from '../confirm-action-button.tsx';

/** Revokes a key after a confirmation: whatever uses it stops working at once. */
export function RevokeApiKeyButton({ id, label }: { id: number; label: string }) {
  return (
    <ConfirmActionButton
      mutation={useRevokeApiKey()} variables={id} failure="Erro ao revogar a chave"
      title="Revogar chave" description={`Tem certeza que deseja revogar a chave "${label}"?`}
      details="Quem usa esta chave deixa de conseguir sincronizar produtos imediatamente. Isto não pode ser desfeito."
      confirmLabel="Revogar" pendingLabel="Revogando…"
      trigger={<Button variant="danger" size="sm" aria-label={`Revogar a chave ${label}`}>Revogar</Button>}
    />
  );
}
