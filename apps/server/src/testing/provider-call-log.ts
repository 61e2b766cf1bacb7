import { appendFileSync } from 'node:fs';
import { SimulatedPaymentProvider } from '../services/payments/simulated-provider.ts';
import { recordProviderCalls } from './provider-call-records.ts';

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

recordProviderCalls(SimulatedPaymentProvider.prototype, async (call) => {
  if (file) appendFileSync(file, `${JSON.stringify({ ...call, pid: process.pid })}\n`);
  if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
});
