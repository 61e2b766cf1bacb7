import { type CreateGroupRequest, type Group, groupErrorCodes, groupMessages } from '@juntai/contract';
import {
  allowedGroupSizes, type Cents, cleanName, expiresAtFor, GROUP_EXPIRY_HOURS_DEFAULT, groupLifetimeDays, nameKey, planQuotas, validateInviteList, phoneDigits,
} from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { insertGroup, readGroupExpiryDays, replaceInvitees } from '../../db/repositories/groups.ts';
import { findProduct } from '../../db/repositories/products.ts';
import { DEFAULT_STORE_ID, findStore } from '../../db/repositories/stores.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { queueGroupCreatedEmail } from '../email/group-emails.ts';
import { announceGroupChange } from '../group-events.ts';
import { readGroupView } from './get-group.ts';
import { hashToken, newSecretToken } from '../secret-tokens.ts';
import { newLinkId } from './organizer-token.ts';
import { assertCompanyPublished } from '../privacy/company-identity.ts';

/** Money columns are PostgreSQL integers. */
const MAX_INT4 = 2_147_483_647;

export interface CreatedGroup {
  linkId: string;
  organizerToken: string;
  group: Group;
}

/**
 * Creates a group for an active product: copies its name, image and price, stores only the hash of
 * the organizer's token, writes the invite list (organizer first) and queues the organizer's e-mail,
 * all in one transaction. The group expires `default_group_expiry_days` (2 = 48 h) after creation,
 * never later than its card quotas can still be captured (groupLifetimeDays, ADR 0034).
 */
export async function createGroup(ctx: AppContext, input: CreateGroupRequest): Promise<CreatedGroup> {
  await assertCompanyPublished(ctx);
  const creatorName = cleanName(input.creator_name);
  const names = input.invited_participants.map(cleanName);
  const problem = validateInviteList({ names, numberOfQuotas: input.number_of_quotas, organizerName: creatorName });
  if (problem) throw badRequest(problem, groupErrorCodes.validation);

  const product = await findProduct(ctx.db, input.product_id);
  if (!product) throw notFound(groupMessages.productNotFound, groupErrorCodes.notFound);
  if (product.status !== 'active') throw conflict(groupMessages.productInactive, groupErrorCodes.productInactive);
  const sizes = allowedGroupSizes(product.min_group_size, product.max_group_size);
  if (input.number_of_quotas < sizes.min || input.number_of_quotas > sizes.max) {
    throw badRequest(groupMessages.groupSizeOutOfRange(sizes.min, sizes.max), groupErrorCodes.validation);
  }
  // A store's own product makes a group of that store (its panel, metrics and webhooks); the platform
  // catalogue's groups belong to the default store. A store the operator deactivated or that
  // uninstalled Juntaí sells no new groups.
  const storeId = product.store_id ?? DEFAULT_STORE_ID;
  const store = await findStore(ctx.db, storeId);
  if (store && store.status !== 'active') throw conflict(groupMessages.storeNotSelling, groupErrorCodes.productInactive);
  const plan = planQuotas(product.price_cents as Cents, input.number_of_quotas);
  if (plan.quotas.some((q) => q.amount <= 0) || plan.total > MAX_INT4) {
    throw conflict(groupMessages.productPriceInvalid, groupErrorCodes.productInactive);
  }

  const now = ctx.clock.now();
  const expiryDays = groupLifetimeDays((await readGroupExpiryDays(ctx.db)) ?? GROUP_EXPIRY_HOURS_DEFAULT / 24, ctx.payments.cardAuthorizationLifetimeMs);
  const linkId = newLinkId();
  const organizerToken = newSecretToken();
  const group = await ctx.db.transaction().execute(async (trx) => {
    const row = await insertGroup(trx, {
      link_id: linkId,
      store_id: storeId,
      product_id: product.id,
      product_name: product.name,
      product_image: product.image,
      product_price_cents: plan.price,
      total_cents: plan.total,
      number_of_quotas: input.number_of_quotas,
      creator_name: creatorName,
      creator_email: input.creator_email.trim(),
      creator_whatsapp: phoneDigits(input.creator_whatsapp),
      organizer_token_hash: hashToken(organizerToken),
      expires_at: expiresAtFor(now, expiryDays),
      created_at: now,
    });
    await replaceInvitees(trx, row.id, names.map((name, i) => ({ name, nameKey: nameKey(name), isCreator: i === 0 })));
    await queueGroupCreatedEmail(trx, ctx.env, row);
    await announceGroupChange(ctx, trx, linkId);
    return readGroupView(trx, row.id, now);
  });
  return { linkId, organizerToken, group };
}
