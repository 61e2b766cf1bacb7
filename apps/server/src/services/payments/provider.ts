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
 * after an instance died mid-join repeats the very same authorisation. A reference whose reservation
 * was released is never asked again: the key's next attempt gets a reference of its own (ADR 0034),
 * so an adapter may rely on its provider replaying the answer to a repeated idempotency key.
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
  /**
   * Releases the card money of a quota given back (the group expired, a reservation was abandoned):
   * an authorisation is voided, and money the provider took at once (an authorise-only request it
   * answered `approved`) is refunded. Throws PaymentNotFoundError when the provider cannot find the
   * payment yet, since its search may lag: the caller keeps asking for a bounded time.
   */
  void(reference: string): Promise<void>;
  /** Gives back money already taken: a captured card or a paid PIX. */
  refund(reference: string, amount: Cents): Promise<void>;
  /** Opens a PIX charge of a fixed amount, payable until `expiresAt`. */
  createPixCharge(input: PixChargeRequest): Promise<PixChargeResult>;
  /** Withdraws a PIX charge that was not paid (it lapsed, or the group expired). */
  cancelPixCharge(reference: string, txid: string): Promise<void>;
  /**
   * The payment as the provider has it now: by the provider's own id (a notification names it), or
   * by Juntaí's reference (a join cut off before the provider answered). Undefined when the provider
   * never heard of it. A provider that keeps no state of its own (the simulated one) answers undefined.
   */
  lookup(key: { providerReference: string } | { reference: string }): Promise<ProviderPayment | undefined>;
  /** Whether a notification really comes from the provider (its signature, checked timing-safe). */
  verifyWebhook(request: WebhookRequest): boolean;
  /** The event a verified notification carries, or undefined when it is not one. */
  parseWebhook(request: WebhookRequest): WebhookEvent | undefined;
  /**
   * What the payment dialog needs to collect a card with the provider's own browser SDK (the card
   * number never reaches Juntaí), or undefined when Juntaí's own form is enough (the simulated provider).
   */
  readonly browserCheckout: BrowserCheckout | undefined;
  /** Whether a PIX charge needs the payer's CPF (Mercado Pago asks for the payer's document); asked for PIX only. */
  readonly pixPayerCpfRequired: boolean;
}

export interface BrowserCheckout {
  /** The provider's public key (safe to publish). */
  publicKey: string;
  /** Where the browser loads the provider's SDK from (a test points it at a local stand-in). */
  sdkUrl: string;
}

/** A notification as it reached us: the raw body, the headers and the query string's parameters. */
export interface WebhookRequest {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
}

/**
 * A payment's state at the provider, in Juntaí's words: `authorized` (card held, not captured),
 * `paid` (money taken: a captured card or a paid PIX), `pending` (waiting: a PIX not yet paid, a card
 * under review), `rejected`, `cancelled` (voided or withdrawn), `refunded`, `charged_back` (the payer's
 * bank took the money back), `disputed` (a dispute holds the money; the store may still win it).
 */
export type ProviderPaymentStatus = 'authorized' | 'paid' | 'pending' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back' | 'disputed';

export interface ProviderPayment {
  providerReference: string;
  /** Juntaí's reference the payment was made under (its external reference), when the provider kept it. */
  reference: string | undefined;
  status: ProviderPaymentStatus;
  amount: Cents;
}

export interface Payer {
  name: string;
  email: string;
  /** The payer's CPF, digits only, when the provider asks for it (Mercado Pago's PIX). */
  cpf?: string | undefined;
}

export interface CardAuthorization {
  reference: string;
  amount: Cents;
  installments: number;
  payer: Payer;
  description: string;
  /** The card as the provider's browser SDK tokenised it (required when `browserCheckout` is set). */
  card?: CardToken;
}

/** A single-use card token made in the browser by the provider's SDK, with what the SDK said of the card. */
export interface CardToken {
  token: string;
  /** The provider's id of the card brand ("visa", "master"). */
  paymentMethodId: string;
  issuerId?: string | undefined;
  /** The payer's CPF, digits only, when the provider asks for it. */
  cpf?: string | undefined;
  /** The device id the provider's browser SDK drew for the payer's visit (its fraud checks weigh it). */
  deviceId?: string | undefined;
}

export type CardAuthorizationResult =
  /** `installmentAmount`: each instalment as the provider charges it, interest included, when it quotes its own plans. */
  | { approved: true; providerReference: string; installmentAmount?: Cents }
  | { approved: false; providerReference: string; reason: string }
  /** The provider is still deciding (a card under review): the seat waits, a notification settles it. */
  | { approved: 'pending'; providerReference: string };

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
  /** Something changed on one payment: only a trigger to `lookup` it and act on what the provider says. */
  | { type: 'payment.changed'; eventId: string; providerReference: string }
  /** An event Juntaí does not act on (acknowledged so the provider stops resending it). */
  | { type: 'ignored'; eventId: string; providerType: string };

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

/**
 * The provider has no payment under a Juntaí reference, yet: its search is not documented as
 * immediate, so a payment made a moment ago may still be missing from it. Not proof it never existed.
 */
export class PaymentNotFoundError extends ProviderError {
  constructor(technical: string) {
    super(technical);
    this.name = 'PaymentNotFoundError';
  }
}

/**
 * The provider refused this call in a way repeating it cannot change (Mercado Pago: an idempotency key
 * it reports as already used with a different request). The call is given up at once and left to the
 * operator, instead of being repeated until the retry limit.
 */
export class PermanentProviderError extends ProviderError {
  constructor(technical: string) {
    super(technical);
    this.name = 'PermanentProviderError';
  }
}
