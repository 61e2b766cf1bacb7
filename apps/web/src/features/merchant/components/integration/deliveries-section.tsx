import { useWebhookDeliveries } from '../../api/webhook.ts';
import { useSessionLost } from '../../hooks/use-session-lost.ts';
import { DeliveryRow } from './delivery-row.tsx';
import { SettingsSection } from './settings-section.tsx';

/** 'Entregas': the webhook's latest deliveries, refreshed every 10 s while the tab is visible. */
export function DeliveriesSection() {
  const deliveries = useWebhookDeliveries();
  useSessionLost(deliveries.error);
  return (
    <SettingsSection id="deliveries" title="Entregas" description="As últimas entregas do webhook, mais novas primeiro. Falhas são tentadas de novo por até 3 dias.">
      {deliveries.isError && !deliveries.data ? <p className="text-sm text-red-700" role="alert">Não foi possível carregar as entregas.</p> : null}
      {deliveries.data && deliveries.data.length === 0 ? <p className="text-sm text-slate-600">Nenhuma entrega ainda.</p> : null}
      {deliveries.data && deliveries.data.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Entregas do webhook">
          {deliveries.data.map((delivery) => <li key={delivery.id}><DeliveryRow delivery={delivery} /></li>)}
        </ul>
      ) : null}
    </SettingsSection>
  );
}
