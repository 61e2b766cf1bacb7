import { readFileSync } from 'node:fs';

/** One call the simulated provider received in a server instance (written by provider-call-log.ts). */
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
