import { useWebhookDeliveries } from '../../api/webhook.ts';
import { useSessionLost } from '../../hooks/failures.ts';
import { DeliveryRow } from './delivery-row.tsx';
import { SectionList, SettingsSection } from './settings-section.tsx';

/** 'Entregas': the webhook's latest deliveries, refreshed every 10 s while the tab is visible. */
export function DeliveriesSection() {
  const deliveries = useWebhookDeliveries();
  useSessionLost(deliveries.error);
  return (
    <SettingsSection id="deliveries" title="Entregas" description="As últimas entregas do webhook, mais novas primeiro. Falhas são tentadas de novo por até 3 dias.">
      <SectionList items={deliveries.data} failed={deliveries.isError && !deliveries.data} label="Entregas do webhook" failure="Não foi possível carregar as entregas."
        empty="Nenhuma entrega ainda." row={(delivery) => <DeliveryRow delivery={delivery} />} />
    </SettingsSection>
  );
}
