import { readFileSync } from 'node:fs';
import type { SimulatedPaymentProvider } from '../services/payments/simulated-provider.ts';

/** One call the simulated provider received (in a server instance, written by provider-call-log.ts). */
export interface ProviderCallRecord {
  op: 'authorize' | 'capture' | 'void' | 'refund' | 'pix' | 'cancel';
  reference: string;
  amount?: number;
  email?: string;
  pid: number;
}

/** Every call on record so far; a line cut short by a SIGKILL mid-write is ignored, not fatal. */
export function readProviderCalls(file: string): ProviderCallRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const calls: ProviderCallRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      calls.push(JSON.parse(line) as ProviderCallRecord);
    } catch {
      // Only a torn last line can fail to parse: a kill between write calls never splits one.
    }
  }
  return calls;
}

/** How many times each reference was asked for `op`. */
export function countByReference(calls: ProviderCallRecord[], op: ProviderCallRecord['op']): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) if (call.op === op) counts.set(call.reference, (counts.get(call.reference) ?? 0) + 1);
  return counts;
}

/** The simulated provider's methods that move money, by the name a record gives each. */
const RECORDED = {
  authorizeCard: 'authorize', capture: 'capture', void: 'void', refund: 'refund', createPixCharge: 'pix', cancelPixCharge: 'cancel',
} as const;

/** Reference, amount and payer of a call: `(reference, amount?)`, or one input object carrying them. */
function callDetails([first, second]: unknown[]): Omit<ProviderCallRecord, 'op' | 'pid'> {
  if (typeof first === 'string') return { reference: first, ...(typeof second === 'number' ? { amount: second } : {}) };
  const input = first as { reference: string; amount: number; payer: { email: string } };
  return { reference: input.reference, amount: input.amount, email: input.payer.email };
}

/** Makes each money-moving method of `proto` hand its call to `record` before doing its own work. */
export function recordProviderCalls<T extends SimulatedPaymentProvider>(
  proto: T, record: (this: T, call: Omit<ProviderCallRecord, 'pid'>) => void | Promise<void>,
): void {
  const methods = proto as unknown as Record<keyof typeof RECORDED, (...args: unknown[]) => Promise<unknown>>;
  for (const [method, op] of Object.entries(RECORDED) as [keyof typeof RECORDED, ProviderCallRecord['op']][]) {
    const original = methods[method];
    methods[method] = async function recorded(this: T, ...args: unknown[]) {
      await record.call(this, { op, ...callDetails(args) });
      return original.apply(this, args);
    };
  }
}
