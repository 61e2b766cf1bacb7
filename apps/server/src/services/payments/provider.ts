import { groupErrorCodes, groupMessages } from '@juntai/contract';
import type { Cents } from '@juntai/domain';
import { AppError } from '../../errors.ts';

/**
 * What Juntaí needs from a payment provider. The default `simulated` implementation behaves like a
 * real one; Mercado Pago or Stripe would be one more implementation of this interface.
 *
 * `reference` is Juntaí's own id of a payment (unique, stored in payments.provider_reference) and is
 * sent to the provider as its idempotency key, so a call repeated after a crash or a retry acts once.
 * A join sent with an Idempotency-Key gets a reference derived from that key, so the client's retry
 * after an instance died mid-join repeats the very same authorisation. After an authorisation was
 * voided (its join failed and was rolled back), the retry asks again under the same reference: an
 * adapter whose provider replays the voided answer must open a new authorisation instead.
 * Every method may throw ProviderError when the provider cannot be reached or answers nonsense.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * How long a card authorisation stays capturable after it is approved (after that the issuer
   * releases the reserved money and a capture fails). A group's deadline is never extended past it
   * (ADR 0031). Mercado Pago keeps Brazilian authorisations 5 days; other providers say their own.
   */
  readonly cardAuthorizationLifetimeMs: number;
  /** Authorises (reserves) a card payment; nothing is taken until `capture`. */
  authorizeCard(input: CardAuthorization): Promise<CardAuthorizationResult>;
  /** Takes the money of an authorised card payment (the group completed). */
  capture(reference: string, amount: Cents): Promise<void>;
  /** Releases an authorisation that was never captured (the group expired). */
  void(reference: string): Promise<void>;
  /** Gives back money already taken: a captured card or a paid PIX. */
  refund(reference: string, amount: Cents): Promise<void>;
  /** Opens a PIX charge of a fixed amount, payable until `expiresAt`. */
  createPixCharge(input: PixChargeRequest): Promise<PixChargeResult>;
  /** Withdraws a PIX charge that was not paid (it lapsed, or the group expired). */
  cancelPixCharge(reference: string, txid: string): Promise<void>;
  /** Whether a webhook really comes from the provider (signature over the raw body). */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The event a verified webhook carries, or undefined when the body is not one. */
  parseWebhook(rawBody: Buffer): WebhookEvent | undefined;
}

export interface Payer {
  name: string;
  email: string;
}

export interface CardAuthorization {
  reference: string;
  amount: Cents;
  installments: number;
  payer: Payer;
  description: string;
}

export type CardAuthorizationResult =
  | { approved: true; providerReference: string }
  | { approved: false; providerReference: string; reason: string };

export interface PixChargeRequest {
  reference: string;
  txid: string;
  amount: Cents;
  expiresAt: Date;
  description: string;
  payer: Payer;
}

export interface PixChargeResult {
  providerReference: string;
  /** The BR Code ("copia e cola") the payer's bank reads. */
  copiaECola: string;
  expiresAt: Date;
}

export type WebhookEvent =
  | { type: 'pix.paid'; eventId: string; txid: string; amount: Cents }
  /** An event Juntaí does not act on (acknowledged so the provider stops resending it). */
  | { type: 'ignored'; eventId: string; providerType: string };

/** The provider could not be reached or refused the request for a reason that is not the payer's. */
/**
 * The provider could not be reached or answered nonsense: 502 with a Portuguese `detail` for the
 * person (the error handler also logs it), while `message` keeps what went wrong for the logs.
 */
export class ProviderError extends AppError {
  constructor(technical: string) {
    super('bad_gateway', groupMessages.paymentProviderFailed, groupErrorCodes.providerUnavailable);
    this.name = 'ProviderError';
    this.message = technical;
  }
}
