import type { GroupRow, PaymentRow } from '../../../db/schema.ts';
import type { EmailAction } from '../content.ts';

/** What the group e-mails tell about a group and a payment (rows as the services hold them). */
export type GroupFacts = Pick<GroupRow, 'link_id' | 'product_name' | 'creator_name' | 'creator_email' | 'number_of_quotas' | 'expires_at' | 'total_cents'>;
export type PaymentFacts = Pick<PaymentRow, 'id' | 'name' | 'email' | 'amount_cents' | 'method' | 'installments' | 'installment_cents'>;

/** Every group e-mail's button: to the group's public page. */
export const groupAction = (href: string, lead?: string): EmailAction => ({ ...(lead ? { lead } : {}), label: 'Ver o grupo', href });
