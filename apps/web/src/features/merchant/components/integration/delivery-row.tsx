import { RotateCw } from 'lucide-react';
import { toast } from '../../../../lib/notify.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useResendDelivery, type WebhookDelivery } from '../../api/webhook.ts';
import { useFailureToast } from '../../hooks/failures.ts';
import { DELIVERY_STATUS } from './delivery-status.ts';

/** One delivery: event, group, status, the receiver's answer code, attempts, when; and 'Reenviar'. */
export function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const resend = useResendDelivery();
  const failed = useFailureToast();
  const status = DELIVERY_STATUS[delivery.status];
  const when = delivery.last_attempt_at ?? delivery.created_at;
  const again = () => resend.mutate(delivery.id, {
    onSuccess: (answer) => toast.success(answer.detail),
    onError: (error) => failed(error, 'Erro ao reenviar a entrega'),
  });
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="delivery">
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <code className="font-mono font-semibold text-slate-900">{delivery.event}</code>
          <Badge tone={status.tone} data-testid="delivery-status">{status.label}</Badge>
        </p>
        <p className="text-slate-600">
          Grupo {delivery.link_id} · Resposta: <span data-testid="delivery-code">{delivery.response_code ?? '—'}</span> · {delivery.attempts} {delivery.attempts === 1 ? 'tentativa' : 'tentativas'}
        </p>
        <p className="text-xs text-slate-600"><time dateTime={when}>{formatDateTime(when)}</time></p>
        {delivery.status === 'failed' && delivery.last_error ? <p className="text-xs text-red-700">{delivery.last_error}</p> : null}
      </div>
      <Button variant="secondary" size="sm" onClick={again} disabled={resend.isPending} aria-label={`Reenviar a entrega ${delivery.id} (${delivery.event})`}>
        <RotateCw aria-hidden="true" className="h-4 w-4" />Reenviar
      </Button>
    </article>
  );
}
