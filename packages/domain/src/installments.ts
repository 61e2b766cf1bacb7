import { cents, type Cents, mulDivHalfUp } from './money.ts';

export const MIN_INSTALLMENTS = 1;
export const MAX_INSTALLMENTS = 10;
/** Card plans whose installment would fall below R$ 5,00 are not offered (the market's floor). */
export const MIN_INSTALLMENT_AMOUNT = cents(500);
/** From this quota value up, the payment dialog shows the installments notice (R$ 300,00). */
export const INSTALLMENT_NOTICE_FROM = cents(30000);

/**
 * One installment of a quota paid in `count` installments: quota × 1.025^(count−1) / count, rounded
 * half-up. 1.025 is 41/40, so the whole computation is exact integer arithmetic.
 */
export function installmentAmount(quota: Cents, count: number): Cents {
  if (!Number.isInteger(count) || count < MIN_INSTALLMENTS || count > MAX_INSTALLMENTS) {
    throw new RangeError(`parcelamento inválido: ${count}`);
  }
  const growth = count - 1;
  return mulDivHalfUp(quota, 41 ** growth, 40 ** growth * count);
}

export interface InstallmentOption {
  count: number;
  amount: Cents;
  total: Cents;
  interestFree: boolean;
}

/** The card plans offered for a quota: always 1×, then every plan whose installment is ≥ R$ 5,00. */
export function installmentOptions(quota: Cents): InstallmentOption[] {
  const options: InstallmentOption[] = [];
  for (let count = MIN_INSTALLMENTS; count <= MAX_INSTALLMENTS; count++) {
    const amount = installmentAmount(quota, count);
    if (count > 1 && amount < MIN_INSTALLMENT_AMOUNT) break;
    options.push({ count, amount, total: cents(amount * count), interestFree: count === 1 });
  }
  return options;
}

/** Whether a plan of `count` installments may be used for this quota. */
export function isInstallmentAllowed(quota: Cents, count: number): boolean {
  return installmentOptions(quota).some((option) => option.count === count);
}
