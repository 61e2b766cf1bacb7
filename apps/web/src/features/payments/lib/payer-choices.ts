import type { Group } from '@juntai/contract';

/** Whom "Pagar minha cota" may pay for: the invited names with a free seat, and whether a new name fits. */
export interface PayerChoices {
  /** Invited names nobody has paid yet: an unpaid PIX holds no seat, the first money takes it (ADR 0034). */
  names: string[];
  /** The list has a free slot, so someone not on it may join under their own name. */
  newNameAllowed: boolean;
}

export function payerChoices(group: Group): PayerChoices {
  const names = group.participants
    .filter((p) => p.payment_status !== 'paid')
    .map((p) => p.name);
  // The server adds a new name only while the list is shorter than the number of quotas (join-group.ts).
  const newNameAllowed = group.invited_participants.length < group.number_of_quotas;
  return { names, newNameAllowed };
}

/** Nothing left to choose: every seat is paid, and the list is full. */
export const nothingToPay = (choices: PayerChoices): boolean => choices.names.length === 0 && !choices.newNameAllowed;
