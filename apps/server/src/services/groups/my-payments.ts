import { groupErrorCodes, groupMessages, type MyPayment, type MyPaymentsResponse, toReais } from '@juntai/contract';
import type { AppContext } from '../../context.ts';
import { listPaymentsByPayerTokens } from '../../db/repositories/payer-payments.ts';
import type { PaymentStatus } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';

/** The receipt's words for a payment's life: a card given back after the group expired reads "refunded". */
const receiptStatus: Record<PaymentStatus, MyPayment['status']> = {
  reserved: 'processing',
  processing: 'processing',
  authorized: 'paid',
  captured: 'paid',
  failed: 'failed',
  cancelled: 'failed',
  voided: 'refunded',
  refunded: 'refunded',
  charged_back: 'refunded',
  // Disputed money is still the payer's quota until the dispute ends (it may come back).
  disputed: 'paid',
};

/**
 * GET /api/groups/{linkId}/my-payments: what the browser holding these payer tokens paid in this group,
 * for its "Você pagou" card and receipt. A token proves only its own payment: a stranger's token, or
 * one of another group, finds nothing. An unknown group is a 404, as everywhere else.
 */
export async function listMyPayments(ctx: AppContext, linkId: string, tokenHashes: readonly string[]): Promise<MyPaymentsResponse> {
  const rows = await listPaymentsByPayerTokens(ctx.db, linkId, tokenHashes);
  if (!rows) throw notFound(groupMessages.groupNotFound, groupErrorCodes.notFound);
  return {
    payments: rows.map((row) => ({
      id: row.id,
      name: row.name,
      method: row.method,
      status: receiptStatus[row.status],
      amount: toReais(row.amount_cents),
      installments: row.installments,
      installment_value: toReais(row.installment_cents),
      total: toReais(row.installment_cents * row.installments),
      created_at: row.created_at.toISOString(),
      paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    })),
  };
}
