import { type ErrorBody, type Group, groupErrorCodes, groupMessages } from '@juntai/contract';
import type { SeatConfirmation } from '@juntai/domain';
import type { PaymentRow } from '../db/schema.ts';
import type { AnswerBeforeQrCode } from '../services/groups/join-answer.ts';
import type { ProviderOutcome } from '../services/groups/pay-through-provider.ts';
import { presentPayment } from './group.ts';

/** The 409 of a join whose confirmation was refused: nothing was taken from the payer. */
export function refusedJoinBody(reason: Extract<SeatConfirmation, { kind: 'refuse' }>['reason'], seatPaidBy: string | undefined): ErrorBody {
  return reason === 'seat_paid_meanwhile' && seatPaidBy !== undefined
    ? { success: false, detail: groupMessages.seatPaidMeanwhile(seatPaidBy), code: groupErrorCodes.seatTaken }
    : { success: false, detail: groupMessages.paymentNotCompleted, code: groupErrorCodes.paymentNotCompleted };
}

/**
 * The answer of a confirmed join: accepted (201) with the payment, the group as it now stands and the
 * payer's proof, or the provider's decline (402). `completed` when this payment filled the group.
 */
export function confirmedJoinBody(
  outcome: Pick<ProviderOutcome, 'statusCode' | 'message'>, payment: PaymentRow, group: Group, payerToken: string | undefined, completed: boolean,
): AnswerBeforeQrCode {
  if (outcome.statusCode !== 201) return { success: false, detail: outcome.message, code: groupErrorCodes.paymentDeclined };
  return {
    success: true, message: completed ? groupMessages.cardApprovedCompleted : outcome.message, payment: presentPayment(payment),
    group, ...(payerToken ? { payer_token: payerToken } : {}),
  };
}
