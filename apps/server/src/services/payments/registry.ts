import type { Env } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { SimulatedPaymentProvider } from './simulated-provider.ts';

/** The payment provider PAYMENT_PROVIDER names, made once per app (into its context, `ctx.payments`). */
export function createPaymentProvider(env: Env): PaymentProvider {
  switch (env.PAYMENT_PROVIDER) {
    case 'simulated':
      return new SimulatedPaymentProvider({
        webhookSecret: env.PAYMENT_WEBHOOK_SECRET,
        pixKey: env.PIX_KEY,
        merchantName: env.PIX_MERCHANT_NAME,
        merchantCity: env.PIX_MERCHANT_CITY,
      });
    case 'mercadopago':
      // Built in the next step of issue 27 (mercadopago-provider.ts).
      throw new Error('PAYMENT_PROVIDER=mercadopago: adaptador ainda não disponível');
  }
}
