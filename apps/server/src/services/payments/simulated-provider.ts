import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { buildPixPayload, cents, type Cents, pixText, PIX_MAX_MERCHANT_CITY_LENGTH, PIX_MAX_MERCHANT_NAME_LENGTH } from '@juntai/domain';
import { WEBHOOK_SIGNATURE_HEADER } from '@juntai/contract';
import type {
  CardAuthorization, CardAuthorizationResult, PaymentProvider, PixChargeRequest, PixChargeResult, ProviderPayment, WebhookEvent, WebhookRequest,
} from './provider.ts';
import { isValidWebhookSignature } from './webhook-signature.ts';

export interface SimulatedProviderOptions {
  webhookSecret: string;
  pixKey: string;
  merchantName: string;
  merchantCity: string;
}

/**
 * A card whose payer e-mail starts with "recusado@" is declined, as a sandbox's test cards are: it
 * lets people (and tests) see the refused path without real card numbers.
 */
export const SIMULATED_DECLINED_EMAIL = /^recusado@/i;

/** How long the simulated provider keeps a card authorisation: Mercado Pago's 5 days in Brazil. */
export const SIMULATED_AUTHORIZATION_LIFETIME_MS = 5 * 24 * 3_600_000;

const webhookSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  data: z.object({
    txid: z.string().regex(/^[A-Za-z0-9]{1,25}$/),
    amount_cents: z.number().int().positive(),
  }).optional(),
});

/**
 * The default provider. It answers like a real one — cards are authorised at once (and declined for
 * the test e-mail above), captured, voided and refunded; PIX charges carry a real BR Code and are paid
 * only when a signed webhook says so — but no money moves. `pixPaidEvent` is the event its "bank"
 * reports when someone presses "Simular pagamento PIX".
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulated';
  /** 5 days, as Mercado Pago's Brazilian card authorisations (the provider Juntaí plans to use). */
  readonly cardAuthorizationLifetimeMs = SIMULATED_AUTHORIZATION_LIFETIME_MS;
  readonly #options: SimulatedProviderOptions;

  constructor(options: SimulatedProviderOptions) {
    this.#options = options;
  }

  async authorizeCard(input: CardAuthorization): Promise<CardAuthorizationResult> {
    if (SIMULATED_DECLINED_EMAIL.test(input.payer.email.trim())) {
      return { approved: false, providerReference: input.reference, reason: 'cartão recusado (simulação)' };
    }
    return { approved: true, providerReference: input.reference };
  }

  async capture(_reference: string, _amount: Cents): Promise<void> {}

  async void(_reference: string): Promise<void> {}

  async refund(_reference: string, _amount: Cents): Promise<void> {}

  async createPixCharge(input: PixChargeRequest): Promise<PixChargeResult> {
    const copiaECola = buildPixPayload({
      pixKey: this.#options.pixKey,
      merchantName: pixText(this.#options.merchantName, PIX_MAX_MERCHANT_NAME_LENGTH),
      merchantCity: pixText(this.#options.merchantCity, PIX_MAX_MERCHANT_CITY_LENGTH),
      amount: input.amount,
      txid: input.txid,
      description: input.description,
    });
    return { providerReference: input.reference, copiaECola, expiresAt: input.expiresAt };
  }

  async cancelPixCharge(_reference: string, _txid: string): Promise<void> {}

  /** Keeps nothing: every payment it made was answered at once, and only its PIX webhooks come later. */
  async lookup(): Promise<ProviderPayment | undefined> {
    return undefined;
  }

  /** Juntaí's own form collects the (simulated) card. */
  readonly browserCheckout = undefined;
  readonly pixPayerCpfRequired = false;

  verifyWebhook({ rawBody, headers }: WebhookRequest): boolean {
    return isValidWebhookSignature(this.#options.webhookSecret, rawBody, headers[WEBHOOK_SIGNATURE_HEADER]);
  }

  parseWebhook({ rawBody }: WebhookRequest): WebhookEvent | undefined {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      return undefined;
    }
    const parsed = webhookSchema.safeParse(json);
    if (!parsed.success) return undefined;
    const { id, type, data } = parsed.data;
    if (type === 'pix.paid') {
      if (!data) return undefined;
      return { type: 'pix.paid', eventId: id, txid: data.txid, amount: cents(data.amount_cents) };
    }
    return { type: 'ignored', eventId: id, providerType: type };
  }

  /** What the simulated bank reports when the PIX charge `txid` is paid: the event its signed webhook carries. */
  pixPaidEvent(txid: string, amount: Cents): WebhookEvent {
    return { type: 'pix.paid', eventId: `evt_${randomBytes(12).toString('hex')}`, txid, amount };
  }
}
