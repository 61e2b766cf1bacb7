import type { Group } from '@juntai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { PaymentDialog } from '../components/payment-dialog.tsx';

type Status = Group['participants'][number]['payment_status'];

/** A group of R$ 100,00 quotas with these names and statuses. */
export function groupWith(rows: Array<[string, Status]>, quotas = rows.length): Group {
  const now = new Date().toISOString();
  return {
    link_id: 'abcdefghijklmnop', product_id: 1, product_name: 'Cafeteira', product_image: '', product_price: 400, total_value: 400,
    number_of_quotas: quotas, quota_value: 100, quota_product_part: 95, quota_service_part: 5, creator_name: rows[0]![0],
    invited_participants: rows.map(([name]) => name),
    participants: rows.map(([name, payment_status], i) => ({ name, is_creator: i === 0, payment_status })),
    paid_count: rows.filter(([, s]) => s === 'paid').length, status: 'active', expires_at: now, extended: false, created_at: now, server_time: now,
    payment_summary: { pending_count: 0, processing_count: 0, failed_count: 0 },
  };
}

/** The dialog, open, in a client of its own (`client` to seed it, say with the public settings). */
export function openPaymentDialog(group: Group, nameMode: 'choose' | 'fixed', name = '', client = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <PaymentDialog group={group} open onOpenChange={() => undefined} initial={{ name, email: '', whatsapp: '' }} nameMode={nameMode}
        onGroupChange={() => undefined} />
    </QueryClientProvider>,
  );
}
