import { WEBHOOK_EVENTS, type WebhookEvent } from '@juntai/contract';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'group.completed': 'Grupo concluído: o pedido a enviar (produto, SKU, total, participantes e contatos)',
  'group.expired': 'Grupo expirado: os pagamentos foram estornados',
  'payment.refunded': 'Pagamento estornado',
};

/** The events the webhook receives, each with what it means for the store. */
export function WebhookEvents() {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Eventos enviados</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700" data-testid="webhook-events">
        {WEBHOOK_EVENTS.map((event) => (
          <li key={event}><code className="font-mono text-slate-900">{event}</code> — {WEBHOOK_EVENT_LABELS[event]}</li>
        ))}
      </ul>
    </div>
  );
}
