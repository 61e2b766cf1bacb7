import type { SimulatePixPaymentResponse } from '@juntai/contract';
import { apiRequest, groupsApi } from '../../../lib/api-client.ts';

/**
 * Asks the simulated PIX provider to pay a charge: it then sends its signed webhook, as a bank would,
 * and the server marks the payment paid. Only exists while the server runs the simulated provider.
 */
export function simulatePixPayment(txid: string): Promise<SimulatePixPaymentResponse> {
  return apiRequest(groupsApi.simulatePixPayment, { params: { txid } });
}
