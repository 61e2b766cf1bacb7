import { groupErrorCodes, groupMessages, type MyPaymentsResponse, toReais } from '@juntai/contract';
import { payerPaymentState } from '@juntai/domain';
import type { AppContext } from '../../context.ts';
import { listPaymentsOfPayer, type PayerProof } from '../../db/repositories/payer-payments.ts';
import { notFound } from '../../errors.ts';
import { pixQrCodeDataUrl } from '../../presenters/group.ts';
import { moneyBackAtProvider } from '../payments/provider-settlement.ts';

/**
 * GET /api/groups/{linkId}/my-payments: what the person asking paid in this group, for their "Sua cota"
 * card and receipt, proved by the payer tokens of this browser or by the e-mail of their Meus Grupos
 * session (another device). A token proves only its own payment: a stranger's token, or one of another
 * group, finds nothing. A PIX still payable carries its charge (code and QR) so the payer finds it
 * again; nobody else ever sees it. An unknown group is a 404, as everywhere else.
 */
export async function listMyPayments(ctx: AppContext, linkId: string, proof: PayerProof): Promise<MyPaymentsResponse> {
  const rows = await listPaymentsOfPayer(ctx.db, linkId, proof);
  if (!rows) throw notFound(groupMessages.groupNotFound, groupErrorCodes.notFound);
  const now = ctx.clock.now();
  return {
    payments: await Promise.all(rows.map(async (row) => {
      const status = payerPaymentState({
        status: row.status, method: row.method, pixExpiresAt: row.pix_expires_at, moneyBack: moneyBackAtProvider(row),
      }, now);
      const pix = status === 'pix_waiting' && row.pix_txid && row.pix_copia_e_cola && row.pix_expires_at
        ? {
          txid: row.pix_txid, copia_e_cola: row.pix_copia_e_cola, qr_code: await pixQrCodeDataUrl(row.pix_copia_e_cola),
          expires_at: row.pix_expires_at.toISOString(),
        }
        : null;
      return {
        id: row.id,
        name: row.name,
        method: row.method,
        status,
        pix,
        amount: toReais(row.amount_cents),
        installments: row.installments,
        installment_value: toReais(row.installment_cents),
        total: toReais(row.installment_cents * row.installments),
        created_at: row.created_at.toISOString(),
        paid_at: row.paid_at ? row.paid_at.toISOString() : null,
      };
    })),
  };
}
