import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { useRotateWebhookSecret } from '../../api/rotate-webhook-secret.ts';
import { useFailureToast } from '../../hooks/use-failure-toast.ts';

/** 'Gerar novo segredo' after a confirmation; the new secret goes to `onSecret` (shown once). */
export function RotateSecretButton({ onSecret }: { onSecret: (secret: string) => void }) {
  const [open, setOpen] = useState(false);
  const rotate = useRotateWebhookSecret();
  const failed = useFailureToast();
  const confirm = () => rotate.mutate(undefined, {
    onSuccess: (answer) => { if (answer.webhook.secret) onSecret(answer.webhook.secret); },
    onError: (error) => failed(error, 'Erro ao gerar novo segredo'),
    onSettled: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open} onOpenChange={setOpen} pending={rotate.isPending} onConfirm={confirm}
      title="Gerar novo segredo" description="Tem certeza que deseja gerar um novo segredo?"
      details="O segredo atual deixa de valer: atualize o seu servidor com o novo para continuar verificando as assinaturas."
      confirmLabel="Gerar novo segredo" pendingLabel="Gerando…"
      trigger={<Button variant="secondary" size="sm">Gerar novo segredo</Button>}
    />
  );
}
