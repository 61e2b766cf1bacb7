import type { Env } from '../../env.ts';
import { groupLink } from './group-emails.ts';
import type { GroupFacts, PaymentFacts } from './kinds/group-facts.ts';
import { type PixChargeFacts, pixGeneratedContent } from './kinds/pix-generated.ts';
import { emailOf, type OutgoingEmail } from './outbox.ts';

/** The payer's copy of a PIX charge just generated, sent once per charge. */
export function pixGeneratedEmail(env: Env, group: GroupFacts, payment: PaymentFacts, charge: PixChargeFacts): OutgoingEmail {
  return emailOf(payment.email, pixGeneratedContent(group, payment, charge, groupLink(env, group.link_id)), `pix-generated:${payment.id}`);
}
