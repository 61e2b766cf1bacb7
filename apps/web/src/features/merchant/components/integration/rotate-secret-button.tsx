import { Button } from '../../../../components/ui/button.tsx';
import { useRotateWebhookSecret } from '../../api/webhook.ts';
import { ConfirmActionButton } from '../confirm-action-button.tsx';

/** 'Gerar novo segredo' after a confirmation; the new secret goes to `onSecret` (shown once). */
export function RotateSecretButton({ onSecret }: { onSecret: (secret: string) => void }) {
  return (
    <ConfirmActionButton
      mutation={useRotateWebhookSecret()} variables={undefined} failure="Erro ao gerar novo segredo"
      onSuccess={(answer) => { if (answer.webhook.secret) onSecret(answer.webhook.secret); }}
      title="Gerar novo segredo" description="Tem certeza que deseja gerar um novo segredo?"
      details="O segredo atual deixa de valer: atualize o seu servidor com o novo para continuar verificando as assinaturas."
      confirmLabel="Gerar novo segredo" pendingLabel="Gerando…"
      trigger={<Button variant="secondary" size="sm">Gerar novo segredo</Button>}
    />
  );
}
