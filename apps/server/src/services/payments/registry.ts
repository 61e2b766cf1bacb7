import type { AppContext } from '../../context.ts';
import type { PaymentProvider } from './provider.ts';
import { SimulatedPaymentProvider } from './simulated-provider.ts';

const providers = new WeakMap<AppContext, PaymentProvider>();

function createProvider(ctx: AppContext): PaymentProvider {
  switch (ctx.env.PAYMENT_PROVIDER) {
    case 'simulated':
      return new SimulatedPaymentProvider({
        webhookSecret: ctx.env.PAYMENT_WEBHOOK_SECRET,
        pixKey: ctx.env.PIX_KEY,
        merchantName: ctx.env.PIX_MERCHANT_NAME,
        merchantCity: ctx.env.PIX_MERCHANT_CITY,
      });
  }
}

/** The app's payment provider (PAYMENT_PROVIDER), made once per app. */
export function paymentProvider(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}

/** Replaces the app's provider (tests wrap the simulated one to count or fail calls). */
export function usePaymentProvider(ctx: AppContext, provider: PaymentProvider): void {
  providers.set(ctx, provider);
}
