import type { WebhookDelivery } from '@juntai/contract';

type Status = WebhookDelivery['status'];

/** The delivery statuses as the panel says them, with their badge colour. */
export const DELIVERY_STATUS: Record<Status, { label: string; tone: 'amber' | 'green' | 'red' }> = {
  pending: { label: 'pendente', tone: 'amber' },
  delivered: { label: 'entregue', tone: 'green' },
  failed: { label: 'falhou', tone: 'red' },
};
