import type { Compilable } from 'kysely';
import type { z } from 'zod';
import { type ErrorBody, type Group, groupErrorCodes, groupMessages, type joinRequestSchema, type JoinResponse } from '@juntai/contract';
import { type Cents, cleanName, installmentOptions, isInstallmentAllowed, nameKey, planQuotas } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { inviteeInsert } from '../../db/repositories/groups.ts';
import { idempotentAnswerInsert, saveIdempotentAnswer } from '../../db/repositories/idempotency.ts';
import { readJoinFacts } from '../../db/repositories/join-reads.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { isLive, LIVE_SEAT_INDEX, paymentInsert } from '../../db/repositories/payments.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import { type PaymentBeforeQrCode, presentGroup, presentPayment, withPixQrCode } from '../../presenters/group.ts';
import { quotaPaidEmails } from '../email/group-emails.ts';
import { cappedEmailsInsert } from '../email/recipient-caps.ts';
import { writeAndAnnounceGroupChange } from '../group-events.ts';
import { liveAfterLapsedPixRelease } from '../payments/lapsed-pix.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { completeGroupIfFull } from './complete-group.ts';
import { readGroupView } from './get-group.ts';
import { assertActive, withLockedGroup } from './locked-group.ts';
import { payThroughProvider, type ProviderIdentity, providerIdentity } from './pay-through-provider.ts';
import { hashPayerToken, newPayerToken } from './payer-token.ts';
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
/** A join's answer as made (and stored) under the group's lock: a PIX's QR code is drawn after it. */
type AnswerBeforeQrCode = (Omit<JoinResponse, 'payment'> & { payment: PaymentBeforeQrCode }) | ErrorBody;


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
  const provider = ctx.payments;
  // Authorisations taken at the provider in this attempt: released if the transaction does not commit.
  const authorised: string[] = [];
  let made: { statusCode: JoinAnswer['statusCode']; body: AnswerBeforeQrCode; replayed: boolean };
  try {
    made = await withLockedGroup(ctx, linkId, async (trx, group, now) => {
      const facts = await readJoinFacts(trx, group.id, idempotency && { scope: linkId, key: idempotency.key });
      if (idempotency && facts.stored) {
        const { stored } = facts;
        if (stored.requestHash !== idempotency.requestHash) throw new AppError('unprocessable', groupMessages.idempotencyMismatch, groupErrorCodes.idempotencyMismatch);
        return { statusCode: stored.statusCode as JoinAnswer['statusCode'], body: stored.body as AnswerBeforeQrCode, replayed: true };
      }
      // With an Idempotency-Key this attempt is known to the provider as every earlier attempt of the key
      // was (pay-through-provider.ts). An attempt rejected before it asks the provider releases what an
      // earlier one may have taken there: one cut off by a crash after the provider call, whose
      // transaction never committed (a committed one left the answer replayed above). Under the lock, so
      // no other attempt of the key is between its provider call and its commit.
      const identity = providerIdentity(linkId, idempotency?.key, input.payment_method);
      let asked = false;
      try {
        assertActive(group, now);
        // Seats held by PIX charges whose time ran out are free again.
        const live = await liveAfterLapsedPixRelease(ctx, trx, facts.payments.filter(isLive), now);

        // The seat: the invited name, or a free slot of the list. Writes wait to go in one statement.
        const writes: Compilable[] = [];
        const invitees = [...facts.invitees];
        const name = cleanName(input.name);
        const seatKey = nameKey(name);
        if (seatKey === '') throw badRequest(groupMessages.required, groupErrorCodes.validation);
        const invited = invitees.find((i) => i.name_key === seatKey);
        if (!invited) {
          if (invitees.length >= group.number_of_quotas) {
            throw conflict(groupMessages.participantLimit(invitees.length, group.number_of_quotas), groupErrorCodes.groupFull);
          }
          const position = invitees.reduce((max, i) => Math.max(max, i.position), -1) + 1;
          writes.push(inviteeInsert(trx, group.id, { name, nameKey: seatKey, isCreator: false }, position));
          invitees.push({ name, name_key: seatKey, position, is_creator: false });
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
        asked = true;
        const made = await payThroughProvider(ctx, provider, group, {
          id: facts.nextPaymentId, seatKey, seatName, amount, installments, email: input.email, whatsapp: input.whatsapp, method: input.payment_method,
        }, identity, now);
        const { statusCode, message } = made;
        // An accepted payment hands the browser its proof (issue 24): the raw token goes only into this
        // answer, and so into its stored copy under the Idempotency-Key, so a retry shows the same token.
        const payerToken = statusCode === 201 ? newPayerToken() : undefined;
        const payment = payerToken ? { ...made.payment, payer_token_hash: hashPayerToken(payerToken) } : made.payment;
        if (payment.status === 'authorized') authorised.push(payment.provider_reference);
        writes.push(paymentInsert(trx, payment));
        const paidCount = live.filter((p) => p.status !== 'processing').length + 1;
        if (payment.status === 'authorized') writes.push(cappedEmailsInsert(trx, quotaPaidEmails(ctx.env, group, payment, paidCount)));
        const send = async () => {
          try {
            await writeAndAnnounceGroupChange(ctx, trx, linkId, writes);
          } catch (error) {
            // The lock makes this unreachable; the unique index is the second line of defence.
            if (isUniqueViolation(error, LIVE_SEAT_INDEX)) throw conflict(groupMessages.seatTaken(seatName), groupErrorCodes.seatTaken);
            throw error;
          }
        };
        const answer = async (view: () => Group | Promise<Group>, completed = false): Promise<AnswerBeforeQrCode> => (statusCode === 201
          ? {
            success: true, message: completed ? groupMessages.cardApprovedCompleted : message, payment: presentPayment(payment), group: await view(),
            ...(payerToken ? { payer_token: payerToken } : {}),
          }
          : { success: false, detail: message, code: groupErrorCodes.paymentDeclined });
        const stored = (body: AnswerBeforeQrCode) => ({ requestHash: idempotency?.requestHash ?? '', statusCode, body });

        // Usually the answer is made from the rows in hand and every write goes in one statement. (A PIX
        // charge released above shows as it did before, pending: presentGroup already treats it as lapsed.)
        const fillsTheGroup = payment.status === 'authorized' && paidCount >= group.number_of_quotas;
        if (!fillsTheGroup) {
          const body = await answer(() => presentGroup({ ...group, invitees, payments: [...facts.payments, payment] }, now));
          if (idempotency) writes.push(idempotentAnswerInsert(trx, linkId, idempotency.key, stored(body), now));
          await send();
          return { statusCode, body, replayed: false };
        }
        // The last quota changes more than its own rows: the payment goes in first, then the group completes
        // (its status, every card captured), then the group is read back under the lock.
        await send();
        const completed = await completeGroupIfFull(ctx, trx, group, now, paidCount);
        const body = await answer(() => readGroupView(trx, group.id, now), completed);
        if (idempotency) await saveIdempotentAnswer(trx, linkId, idempotency.key, stored(body), now);
        return { statusCode, body, replayed: false };
      } catch (error) {
        if (!asked && idempotency) await releaseEarlierAttempt(provider, identity);
        throw error;
      }
    });
  } catch (error) {
    // The transaction did not commit: give back any authorisation it took.
    await Promise.all(authorised.map((reference) => provider.void(reference).catch(() => undefined)));
    throw error;
  }
  // Once the lock is released (a replay draws the same code again from the same copia e cola).
  return { ...made, body: made.body.success ? { ...made.body, payment: await withPixQrCode(made.body.payment) } : made.body };
}

/**
 * Gives back whatever an earlier, never committed attempt under the same identity may hold at the
 * provider: an authorisation, or a PIX charge nobody was shown. Usually there is none, and the
 * provider's refusal to release an unknown reference is expected, so failures are ignored.
 */
async function releaseEarlierAttempt(provider: PaymentProvider, identity: ProviderIdentity): Promise<void> {
  const release = identity.pixTxid ? provider.cancelPixCharge(identity.reference, identity.pixTxid) : provider.void(identity.reference);
  await release.catch(() => undefined);
}
