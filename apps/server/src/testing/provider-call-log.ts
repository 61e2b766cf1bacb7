import { appendFileSync } from 'node:fs';
import { SimulatedPaymentProvider } from '../services/payments/simulated-provider.ts';
import type { ProviderCallRecord } from './provider-call-records.ts';

/**
 * Preloaded (node --import) into server instances started by server-process.ts: appends every call
 * the simulated provider receives to the file named by JUNTAI_PROVIDER_CALL_LOG, one JSON line each.
 * The provider moves no money and keeps nothing, so this file is the only witness a crash test has
 * of what "the provider" was asked to do by processes that may die at any moment. appendFileSync
 * writes before the call returns: a call the server made is on record even if it is killed next.
 */
const file = process.env.JUNTAI_PROVIDER_CALL_LOG;

function record(call: Omit<ProviderCallRecord, 'pid'>): void {
  if (file) appendFileSync(file, `${JSON.stringify({ ...call, pid: process.pid })}\n`);
}

const proto = SimulatedPaymentProvider.prototype;
const original = {
  authorizeCard: proto.authorizeCard, capture: proto.capture, void: proto.void, refund: proto.refund,
  createPixCharge: proto.createPixCharge, cancelPixCharge: proto.cancelPixCharge,
};

proto.authorizeCard = function authorizeCard(input) {
  record({ op: 'authorize', reference: input.reference, amount: input.amount, email: input.payer.email });
  return original.authorizeCard.call(this, input);
};
proto.capture = function capture(reference, amount) {
  record({ op: 'capture', reference, amount });
  return original.capture.call(this, reference, amount);
};
proto.void = function voidPayment(reference) {
  record({ op: 'void', reference });
  return original.void.call(this, reference);
};
proto.refund = function refund(reference, amount) {
  record({ op: 'refund', reference, amount });
  return original.refund.call(this, reference, amount);
};
proto.createPixCharge = function createPixCharge(input) {
  record({ op: 'pix', reference: input.reference, amount: input.amount, email: input.payer.email });
  return original.createPixCharge.call(this, input);
};
proto.cancelPixCharge = function cancelPixCharge(reference, txid) {
  record({ op: 'cancel', reference });
  return original.cancelPixCharge.call(this, reference, txid);
};
