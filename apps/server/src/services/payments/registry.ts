import type { Env } from '../../env.ts';
import { MercadoPagoProvider } from './mercadopago-provider.ts';
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
      return mercadoPago(env);
  }
}

/** loadEnv refuses mercadopago without its three secrets; the check only narrows their types. */
function mercadoPago(env: Env): MercadoPagoProvider {
  const { MERCADOPAGO_ACCESS_TOKEN: accessToken, MERCADOPAGO_PUBLIC_KEY: publicKey, MERCADOPAGO_WEBHOOK_SECRET: webhookSecret } = env;
  if (!accessToken || !publicKey || !webhookSecret) {
    throw new Error('PAYMENT_PROVIDER=mercadopago requer MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY e MERCADOPAGO_WEBHOOK_SECRET');
  }
  return new MercadoPagoProvider({
    accessToken,
    publicKey,
    webhookSecret,
    apiBase: env.MERCADOPAGO_API_BASE,
    sdkUrl: env.MERCADOPAGO_SDK_URL,
    // MP only accepts a public address here; without one, the address registered in MP's panel is used.
    // `source_news=webhooks` asks for signed Webhooks only: without it MP also sends its unsigned IPN
    // deliveries to this address, which can only be refused (401) and which MP then retries for days.
    notificationUrl: env.PUBLIC_BASE_URL ? `${env.PUBLIC_BASE_URL.replace(/\/+$/, '')}/api/payments/webhooks/mercadopago?source_news=webhooks` : undefined,
  });
}
