import { type Cents, formatBRL } from './money.ts';
import { perPersonPrice } from './pricing.ts';

/** What a group's link shows where it is shared (WhatsApp's preview) and in the open page's tab. */
export interface GroupPreviewInput {
  creatorName: string;
  productName: string;
  priceCents: Cents;
  quotas: number;
}

/**
 * The group's title and description, one text wherever it appears: the server writes them into the
 * page's HTML for link previews (crawlers run no script), and the open page keeps them in its head.
 * The amount is the largest quota (seats differ by at most one centavo), under the operator's platform name.
 */
export function groupPreview(group: GroupPreviewInput, platformName: string): { title: string; description: string } {
  return {
    title: `${group.creatorName} te convidou para presentear! — ${group.productName}`,
    description: `Cada um paga ${formatBRL(perPersonPrice(group.priceCents, group.quotas))} em ${group.quotas} cotas. Junte-se pelo ${platformName}.`,
  };
}
