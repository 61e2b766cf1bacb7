import { useQuery } from '@tanstack/react-query';
import { centsFromReais, type InstallmentOption, MAX_INSTALLMENTS } from '@juntai/domain';
import type { MercadoPagoInstance, PayerCost } from '../lib/mercadopago-sdk.ts';

export interface CardQuote {
  /** The provider's id of the brand ("master", "visa") and its name ("Mastercard"). */
  paymentMethodId: string;
  brand: string;
  issuerId: string | undefined;
  /** The plans the provider offers for this card and amount (its interest, its totals), up to the most Juntaí accepts. */
  options: InstallmentOption[];
}

/**
 * What the provider says of the card whose first digits were typed: its brand, issuer and the
 * installments it offers for the quota (with its interest). Asked again only when the digits change.
 */
export function useInstallmentQuote(mp: MercadoPagoInstance | undefined, bin: string | undefined, amountReais: number) {
  return useQuery({
    queryKey: ['mercadopago-quote', bin, amountReais],
    enabled: mp !== undefined && bin !== undefined,
    retry: 1,
    staleTime: 10 * 60_000,
    queryFn: async (): Promise<CardQuote> => {
      const sdk = mp!;
      const [methods, quotes] = await Promise.all([
        sdk.getPaymentMethods({ bin: bin! }),
        sdk.getInstallments({ amount: String(amountReais), bin: bin! }),
      ]);
      const method = methods.results[0];
      const quote = quotes.find((q) => q.payment_method_id === method?.id) ?? quotes[0];
      if (!method || !quote) throw new Error('card-not-accepted');
      const issuer = quote.issuer ?? method.issuer;
      return {
        paymentMethodId: method.id,
        brand: method.name,
        issuerId: issuer ? String(issuer.id) : undefined,
        options: quote.payer_costs.filter((cost) => cost.installments >= 1 && cost.installments <= MAX_INSTALLMENTS).map(optionOf),
      };
    },
  });
}

/** A plan as the provider quoted it, in the words of Juntaí's own plans (so both read the same). */
export function optionOf(cost: PayerCost): InstallmentOption {
  return {
    count: cost.installments,
    amount: centsFromReais(cost.installment_amount),
    total: centsFromReais(cost.total_amount),
    interestFree: cost.installment_rate === 0,
  };
}
