import { randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { type ErrorBody, groupErrorCodes, groupMessages, type joinRequestSchema, type JoinResponse } from '@juntai/contract';
import {
  type Cents, cleanName, installmentAmount, installmentOptions, isInstallmentAllowed, nameKey, PIX_TXID_RANDOM_BYTES,
  pixTxidFor, planQuotas, whatsappDigits,
} from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { appendInvitee } from '../../db/repositories/groups.ts';
import { saveIdempotentAnswer } from '../../db/repositories/idempotency.ts';
import { readSeatFacts } from '../../db/repositories/join-reads.ts';
import { insertPayment, isUniqueViolation, LIVE_SEAT_INDEX, listLivePayments } from '../../db/repositories/payments.ts';
import type { PaymentRow, PaymentsTable } from '../../db/schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import { presentPayment } from '../../presenters/group.ts';
import { queueQuotaPaidEmails } from '../email/group-emails.ts';
import { publishGroupChange } from '../group-events.ts';
import { liveAfterLapsedPixRelease } from '../payments/lapsed-pix.ts';
import { paymentProvider } from '../payments/registry.ts';
import { completeGroupIfFull } from './complete-group.ts';
import { readGroupView } from './get-group.ts';
import { assertActive, withLockedGroup } from './locked-group.ts';
import { nextQuotaAmount } from './quota-amounts.ts';

export type JoinInput = z.output<typeof joinRequestSchema>;

export interface Idempotency {
  key: string;
  /** sha256 of the request body; the same key with another body is refused. */
  requestHash: string;
}

export interface JoinAnswer {
  statusCode: 201 | 402;
  body: JoinResponse | ErrorBody;
  /** True when this is the stored first answer of the Idempotency-Key. */
  replayed: boolean;
}

/** The Idempotency-Key was used before for a different request (answered 422). */
export class IdempotencyMismatchError extends Error {
  override name = 'IdempotencyMismatchError';
}

const PIX_TXID_PREFIX = 'JT';

/**
 * POST /api/groups/{linkId}/join: one person pays one seat. Everything happens in one transaction
 * holding the group's lock: the seat is chosen (their invited name, or a free slot that adds them to
 * the list), the payment goes through the provider, the group completes if this was the last quota,
 * and the answer is stored under the Idempotency-Key. The server decides the payment's status;
 * whatever status the client sends is ignored.
 *
 * A card is authorised at once (201, the quota counts as paid) or declined (402, recorded as a failed
 * attempt). A PIX opens a pending charge (201, processing) paid later by the provider's webhook.
 */
export async function joinGroup(ctx: AppContext, linkId: string, input: JoinInput, idempotency?: Idempotency): Promise<JoinAnswer> {
  const provider = paymentProvider(ctx);
  // Authorisations taken at the provider in this attempt: released if the transaction does not commit.
  const authorised: string[] = [];
  try {
    return await withLockedGroup(ctx, linkId, async (trx, group, now) => {
      const { invitees, stored } = await readSeatFacts(trx, group.id, idempotency && { scope: linkId, key: idempotency.key });
      if (idempotency && stored) {
        if (stored.requestHash !== idempotency.requestHash) throw new IdempotencyMismatchError(groupMessages.idempotencyMismatch);
        return { statusCode: stored.statusCode as JoinAnswer['statusCode'], body: stored.body as JoinAnswer['body'], replayed: true };
      }
      assertActive(group, now);
      // Seats held by PIX charges whose time ran out are free again.
      const live = await liveAfterLapsedPixRelease(ctx, trx, await listLivePayments(trx, group.id), now);

      // The seat: the invited name, or a free slot of the list.
      const name = cleanName(input.name);
      const seatKey = nameKey(name);
      if (seatKey === '') throw badRequest(groupMessages.required, groupErrorCodes.validation);
      const invited = invitees.find((i) => i.name_key === seatKey);
      if (!invited) {
        if (invitees.length >= group.number_of_quotas) {
          throw conflict(groupMessages.participantLimit(invitees.length, group.number_of_quotas), groupErrorCodes.groupFull);
        }
        const position = invitees.reduce((max, i) => Math.max(max, i.position), -1) + 1;
        await appendInvitee(trx, group.id, { name, nameKey: seatKey, isCreator: false }, position);
      }
      const seatName = invited?.name ?? name;
      if (live.some((p) => p.seat_key === seatKey)) throw conflict(groupMessages.seatTaken(seatName), groupErrorCodes.seatTaken);

      const quotas = planQuotas(group.product_price_cents as Cents, group.number_of_quotas).quotas.map((q) => q.amount);
      const amount = nextQuotaAmount(quotas, live.map((p) => p.amount_cents));
      if (amount === undefined) {
        throw conflict(groupMessages.participantLimit(group.number_of_quotas, group.number_of_quotas), groupErrorCodes.groupFull);
      }
      const installments = input.payment_method === 'pix' ? 1 : input.installments;
      if (!isInstallmentAllowed(amount, installments)) {
        const max = installmentOptions(amount).at(-1)?.count ?? 1;
        throw badRequest(groupMessages.installmentsNotOffered(max), groupErrorCodes.validation);
      }

      // The provider first, then one insert with the outcome: the group lock already keeps the seat, and
      // an authorisation taken before a failed insert is given back below (catch).
      const reference = `jt_${randomBytes(16).toString('hex')}`;
      const payer = { name: seatName, email: input.email.trim() };
      const description = `Cota ${group.product_name}`;
      const attempt = {
        group_id: group.id, seat_key: seatKey, name: seatName, email: payer.email, whatsapp: whatsappDigits(input.whatsapp),
        method: input.payment_method, installments, amount_cents: amount, installment_cents: installmentAmount(amount, installments),
        provider: provider.name, created_at: now, updated_at: now,
      };
      let statusCode: JoinAnswer['statusCode'] = 201;
      let message: string;
      let outcome: Pick<Insertable<PaymentsTable>, 'status' | 'provider_reference' | 'paid_at' | 'pix_txid' | 'pix_copia_e_cola' | 'pix_expires_at'>;
      if (input.payment_method === 'card') {
        const result = await provider.authorizeCard({ reference, amount, installments, payer, description });
        if (result.approved) {
          authorised.push(result.providerReference);
          outcome = { status: 'authorized', provider_reference: result.providerReference, paid_at: now };
          message = groupMessages.cardApproved;
        } else {
          outcome = { status: 'failed', provider_reference: result.providerReference };
          statusCode = 402;
          message = groupMessages.cardDeclined;
        }
      } else {
        const txid = pixTxidFor(PIX_TXID_PREFIX, randomBytes(PIX_TXID_RANDOM_BYTES));
        const ttl = new Date(now.getTime() + ctx.env.PIX_CHARGE_TTL_MINUTES * 60_000);
        const expiresAt = ttl < group.expires_at ? ttl : group.expires_at;
        const charge = await provider.createPixCharge({ reference, txid, amount, expiresAt, description, payer });
        outcome = {
          status: 'processing', provider_reference: charge.providerReference, pix_txid: txid, pix_copia_e_cola: charge.copiaECola,
          // Never later than the group: a charge must not outlive the quota it pays.
          pix_expires_at: charge.expiresAt < expiresAt ? charge.expiresAt : expiresAt,
        };
        message = groupMessages.pixGenerated;
      }
      let payment: PaymentRow;
      try {
        payment = await insertPayment(trx, { ...attempt, ...outcome });
      } catch (error) {
        // The lock makes this unreachable; the unique index is the second line of defence.
        if (isUniqueViolation(error, LIVE_SEAT_INDEX)) throw conflict(groupMessages.seatTaken(seatName), groupErrorCodes.seatTaken);
        throw error;
      }
      if (payment.status === 'authorized') {
        const paidCount = live.filter((p) => p.status !== 'processing').length + 1;
        await queueQuotaPaidEmails(trx, ctx.env, group, payment, paidCount);
        if (await completeGroupIfFull(ctx, trx, group, now, paidCount)) message = groupMessages.cardApprovedCompleted;
      }

      await publishGroupChange(trx, linkId);
      const body: JoinResponse | ErrorBody = statusCode === 201
        ? { success: true, message, payment: await presentPayment(payment), group: await readGroupView(trx, group.id, now) }
        : { success: false, detail: message, code: groupErrorCodes.paymentDeclined };
      if (idempotency) {
        await saveIdempotentAnswer(trx, linkId, idempotency.key, { requestHash: idempotency.requestHash, statusCode, body }, now);
      }
      return { statusCode, body, replayed: false };
    });
  } catch (error) {
    // The transaction did not commit: give back any authorisation it took.
    await Promise.all(authorised.map((reference) => provider.void(reference).catch(() => undefined)));
    throw error;
  }
}
