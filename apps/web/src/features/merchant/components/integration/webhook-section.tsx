import { webhookSettingsInputSchema } from '@juntai/contract';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../../lib/notify.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { useSaveWebhook, useWebhook } from '../../api/webhook.ts';
import { useFailureToast, useSessionLost } from '../../hooks/failures.ts';
import { RemoveWebhookButton } from './remove-webhook-button.tsx';
import { RotateSecretButton } from './rotate-secret-button.tsx';
import { SettingsSection } from './settings-section.tsx';
import { ShownOnceSecret } from './shown-once-secret.tsx';
import { WebhookEvents } from './webhook-events.tsx';

/** 'Webhook': where Juntaí posts the store's orders, signed with a secret shown once. */
export function WebhookSection() {
  const webhook = useWebhook();
  useSessionLost(webhook.error);
  // Out of the form, which starts again after each save: the secret stays until the page is left.
  const [secret, setSecret] = useState<string | null>(null);
  const secretPrefix = webhook.data?.secret_prefix;
  // Keyed by the saved URL: after a save or a removal the field starts again from what is saved.
  return (
    <SettingsSection id="webhook" title="Webhook"
      description={<>Juntaí envia um POST assinado (cabeçalho <code className="font-mono">Juntai-Signature</code>) a este endereço a cada pedido ou estorno.</>}>
      {webhook.isError ? <p className="text-sm text-red-700" role="alert">Não foi possível carregar o webhook.</p> : null}
      {webhook.data ? <WebhookForm key={webhook.data.url ?? ''} savedUrl={webhook.data.url} onSecret={setSecret} /> : null}
      {secret ? <ShownOnceSecret text={secret} label="Segredo do webhook" testId="webhook-secret" /> : null}
      {!secret && secretPrefix ? <p className="text-sm text-slate-600">Segredo em uso: <code className="font-mono">{secretPrefix}…</code></p> : null}
      <WebhookEvents />
    </SettingsSection>
  );
}

function WebhookForm({ savedUrl, onSecret }: { savedUrl: string | null; onSecret: (secret: string | null) => void }) {
  const [url, setUrl] = useState(savedUrl ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSaveWebhook();
  const failed = useFailureToast();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = webhookSettingsInputSchema.safeParse({ url });
    if (!read.success) return setProblem(read.error.issues[0]?.message);
    setProblem(undefined);
    save.mutate(read.data.url, {
      onSuccess: (answer) => {
        toast.success(answer.detail);
        if (answer.webhook.secret) onSecret(answer.webhook.secret);
      },
      onError: (error) => failed(error, 'Erro ao salvar o webhook'),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field id="webhook-url" label="Endereço do webhook" error={problem}>
        <Input id="webhook-url" type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://sualoja.com.br/juntai/webhook"
          maxLength={2000} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>{save.isPending ? 'Salvando…' : 'Salvar webhook'}</Button>
        {savedUrl ? <RotateSecretButton onSecret={onSecret} /> : null}
        {savedUrl ? <RemoveWebhookButton onRemoved={() => onSecret(null)} /> : null}
      </div>
    </form>
  );
}
