import type { Group } from '@juntai/contract';
import { centsFromReais, type ShareMessageInput } from '@juntai/domain';
import { pageOrigin } from '../../../lib/page-origin.ts';

/** The share link of a group: {origin}/g/{link_id} (spec §7). */
export function groupLink(linkId: string, origin: string = pageOrigin()): string {
  return `${origin}/g/${linkId}`;
}

/** The input of the domain's WhatsApp message texts, from a group as the API answers it. */
export function shareInput(group: Group, link: string = groupLink(group.link_id), icons?: ShareMessageInput['icons']): ShareMessageInput {
  return {
    icons,
    productName: group.product_name,
    creatorName: group.creator_name,
    quotaValue: centsFromReais(group.quota_value),
    numberOfQuotas: group.number_of_quotas,
    paidCount: group.paid_count,
    link,
    expiresAt: group.expires_at,
    productPrice: centsFromReais(group.product_price),
  };
}

/** mailto: with a prefilled subject and body (no recipient: the organizer picks them). */
export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
