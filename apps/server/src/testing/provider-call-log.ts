import { appendFileSync } from 'node:fs';
import { SimulatedPaymentProvider } from '../services/payments/simulated-provider.ts';
import type { ProviderCallRecord } from './provider-call-records.ts';

/**
 * Preloaded (node --import) into server instances started by server-process.ts: appends every call
 * the simulated provider receives to the file named by JUNTAI_PROVIDER_CALL_LOG, one JSON line each.
 * The provider moves no money and keeps nothing, so this file is the only witness a crash test has
 * of what "the provider" was asked to do by processes that may die at any moment. appendFileSync
 * writes before the call returns: a call the server made is on record even if it is killed next.
 *
 * JUNTAI_PROVIDER_LATENCY_MS makes each call take that long after it is on record, as a real
 * provider's round trip does: the provider has acted, the server has not heard back. A kill that
 * lands there is the one that matters, and without latency it would hardly ever land there.
 */
const file = process.env.JUNTAI_PROVIDER_CALL_LOG;
const latencyMs = Number(process.env.JUNTAI_PROVIDER_LATENCY_MS ?? 0);

async function record(call: Omit<ProviderCallRecord, 'pid'>): Promise<void> {
  if (file) appendFileSync(file, `${JSON.stringify({ ...call, pid: process.pid })}\n`);
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
}

const proto = SimulatedPaymentProvider.prototype;
const original = {
  authorizeCard: proto.authorizeCard, capture: proto.capture, void: proto.void, refund: proto.refund,
  createPixCharge: proto.createPixCharge, cancelPixCharge: proto.cancelPixCharge,
};

proto.authorizeCard = async function authorizeCard(input) {
  await record({ op: 'authorize', reference: input.reference, amount: input.amount, email: input.payer.email });
  return original.authorizeCard.call(this, input);
};
proto.capture = async function capture(reference, amount) {
  await record({ op: 'capture', reference, amount });
  return original.capture.call(this, reference, amount);
};
proto.void = async function voidPayment(reference) {
  await record({ op: 'void', reference });
  return original.void.call(this, reference);
};
proto.refund = async function refund(reference, amount) {
  await record({ op: 'refund', reference, amount });
  return original.refund.call(this, reference, amount);
};
proto.createPixCharge = async function createPixCharge(input) {
  await record({ op: 'pix', reference: input.reference, amount: input.amount, email: input.payer.email });
  return original.createPixCharge.call(this, input);
};
proto.cancelPixCharge = async function cancelPixCharge(reference, txid) {
  await record({ op: 'cancel', reference });
  return original.cancelPixCharge.call(this, reference, txid);
};
