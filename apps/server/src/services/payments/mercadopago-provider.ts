import { z } from 'zod';
import { type Cents, centsFromReais, reaisFromCents } from '@juntai/domain';
import {
  type BrowserCheckout, type CardAuthorization, type CardAuthorizationResult, type PaymentProvider, type PixChargeRequest, type PixChargeResult,
  PaymentNotFoundError, PermanentProviderError, ProviderError, type ProviderPayment, type ProviderPaymentStatus, type WebhookEvent, type WebhookRequest,
} from './provider.ts';
import { isValidMercadoPagoSignature } from './mercadopago-signature.ts';

export interface MercadoPagoProviderOptions {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** https://api.mercadopago.com, or a test's stand-in. */
  apiBase: string;
  /** Where the browser loads MercadoPago.js v2 from. */
  sdkUrl: string;
  /** Where MP sends this payment's notifications (also registered in MP's panel, which covers payments made without it). */
  notificationUrl?: string | undefined;
  timeoutMs?: number;
  /** The clock a PIX charge's earliest expiry is counted from. */
  now?: () => number;
}

/** MP keeps a Brazilian card authorisation 5 days; Juntaí caps card groups below that. */
export const MERCADOPAGO_AUTHORIZATION_LIFETIME_MS = 5 * 24 * 3_600_000;

/**
 * What the payer's card statement shows (MP's `statement_descriptor`): the platform's name, in the
 * capitals and plain letters a statement prints, within MP's 13 characters.
 */
export const MERCADOPAGO_STATEMENT_DESCRIPTOR = 'JUNTAI';

/** MP refuses a PIX whose date_of_expiration is less than 30 minutes ahead; one more minute absorbs clocks and latency. */
export const MERCADOPAGO_PIX_MIN_LIFETIME_MS = 31 * 60_000;

const mpPayment = z.object({
  id: z.number().int().positive(),
  status: z.string(),
  status_detail: z.string().nullish(),
  transaction_amount: z.number().nonnegative(),
  external_reference: z.string().nullish(),
  date_of_expiration: z.string().nullish(),
  transaction_details: z.object({ installment_amount: z.number().nonnegative().nullish() }).nullish(),
  point_of_interaction: z.object({
    transaction_data: z.object({ qr_code: z.string().nullish() }).nullish(),
  }).nullish(),
});
type MpPayment = z.infer<typeof mpPayment>;

const mpSearch = z.object({ results: z.array(mpPayment) });

/** MP's error body; every field optional because a proxy in front of it may answer anything. */
const mpError = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  cause: z.unknown().optional(),
}).passthrough();

/** MP's `error` for an X-Idempotency-Key already used with a different request (its list of API errors, 409). */
const IDEMPOTENCY_KEY_ALREADY_USED = 'idempotency_key_already_used';

const STATUSES: Record<string, ProviderPaymentStatus> = {
  approved: 'paid',
  authorized: 'authorized',
  in_process: 'pending',
  pending: 'pending',
  rejected: 'rejected',
  cancelled: 'cancelled',
  refunded: 'refunded',
  charged_back: 'charged_back',
  // A dispute holds the money while MP decides; the store may win it, so it is not a chargeback yet.
  in_mediation: 'disputed',
};

/** MP's status in Juntaí's words; a status MP adds later is nonsense to us until someone maps it. */
function statusOf(payment: MpPayment): ProviderPaymentStatus {
  const status = STATUSES[payment.status];
  if (!status) throw new ProviderError(`Mercado Pago: status desconhecido "${payment.status}" no pagamento ${payment.id}`);
  return status;
}

/** An MP payment id is all digits; anything else is one of Juntaí's references (jt_…). */
const isMpId = (reference: string): boolean => /^\d{1,20}$/.test(reference);

/** MP wants a date with milliseconds and an offset; Brazil's -03:00 (no daylight saving since 2019) reads best in its panel. */
export function mercadoPagoDate(date: Date): string {
  return `${new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, -1)}-03:00`;
}

interface MpAnswer {
  status: number;
  body: unknown;
}

/**
 * Mercado Pago's Payments API v1 (Checkout API: the card is tokenised in the browser by MercadoPago.js,
 * PIX is an MP payment with a QR). Juntaí's `reference` travels as external_reference and in the
 * idempotency keys, so every call repeated after a timeout or a crash acts once at MP.
 */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago';
  readonly cardAuthorizationLifetimeMs = MERCADOPAGO_AUTHORIZATION_LIFETIME_MS;
  readonly browserCheckout: BrowserCheckout;
  // Mercado Pago's PIX integration sends the payer's document type and number with the e-mail.
  readonly pixPayerCpfRequired = true;
  readonly #options: Required<Omit<MercadoPagoProviderOptions, 'notificationUrl'>> & { notificationUrl: string | undefined };

  constructor(options: MercadoPagoProviderOptions) {
    this.#options = {
      timeoutMs: 10_000,
      now: Date.now,
      ...options,
      apiBase: options.apiBase.replace(/\/+$/, ''),
      notificationUrl: options.notificationUrl,
    };
    this.browserCheckout = { publicKey: options.publicKey, sdkUrl: options.sdkUrl };
  }

  async authorizeCard(input: CardAuthorization): Promise<CardAuthorizationResult> {
    const card = input.card;
    if (!card) throw new ProviderError('Mercado Pago: autorização de cartão sem o token do cartão (MercadoPago.js)');
    const body = {
      token: card.token,
      transaction_amount: reaisFromCents(input.amount),
      installments: input.installments,
      payment_method_id: card.paymentMethodId,
      issuer_id: card.issuerId && /^\d+$/.test(card.issuerId) ? Number(card.issuerId) : undefined,
      description: input.description,
      external_reference: input.reference,
      capture: false,
      statement_descriptor: MERCADOPAGO_STATEMENT_DESCRIPTOR,
      payer: { email: input.payer.email, identification: card.cpf ? { type: 'CPF', number: card.cpf } : undefined },
      notification_url: this.#options.notificationUrl,
    };
    // MP replays the first answer to a repeated key, even after that payment was voided: the join never
    // asks again under a reference it released (each new attempt gets its own, ADR 0034), so a replay is
    // always of a payment that still stands.
    // The device id MercadoPago.js drew for the payer's visit: Mercado Pago's documentation asks for it
    // in this header, and its fraud checks weigh it.
    const device: Record<string, string> = card.deviceId ? { 'x-meli-session-id': card.deviceId } : {};
    const payment = this.#payment(await this.#call('POST', '/v1/payments', body, `auth:${input.reference}`, { headers: device }), 'POST /v1/payments');
    const status = statusOf(payment);
    // The instalment MP charges, interest included: what the payer chose from MP's quote and will see.
    const each = payment.transaction_details?.installment_amount;
    const plan = each ? { installmentAmount: centsFromReais(each) } : {};
    if (status === 'authorized' || status === 'paid') return { approved: true, providerReference: String(payment.id), ...plan };
    if (status === 'pending') return { approved: 'pending', providerReference: String(payment.id) };
    return { approved: false, providerReference: String(payment.id), reason: payment.status_detail ?? payment.status };
  }

  async capture(reference: string, amount: Cents): Promise<void> {
    const id = await this.#requireId(reference);
    await this.#settle('PUT', `/v1/payments/${id}`, { capture: true, transaction_amount: reaisFromCents(amount) }, `capture:${id}`, id, ['approved']);
  }

  async void(reference: string): Promise<void> {
    const id = await this.#foundId(reference);
    const path = `/v1/payments/${id}`;
    const answer = await this.#call('PUT', path, { status: 'cancelled' }, `void:${id}`, { accept4xx: true });
    if (answer.status < 400) return;
    // MP refuses to cancel what is no longer held: read it back to know why.
    const payment = answer.status === 400 ? await this.#get(id) : undefined;
    // Cancelled (our first try, its panel, a lapsed hold), refused, or already refunded: nothing is held.
    if (payment && ['cancelled', 'rejected', 'refunded'].includes(payment.status)) return;
    // MP may answer `approved` to an authorise-only request (capture=false): the money was taken, and a
    // void cannot give it back, so it is refunded in full (no amount: MP refunds what is left).
    if (payment?.status === 'approved') {
      await this.#settle('POST', `${path}/refunds`, {}, `refund:${id}`, id, ['refunded']);
      return;
    }
    throw this.#errorOf('PUT', path, answer);
  }

  async refund(reference: string, amount: Cents): Promise<void> {
    const id = await this.#requireId(reference);
    await this.#settle('POST', `/v1/payments/${id}/refunds`, { amount: reaisFromCents(amount) }, `refund:${id}`, id, ['refunded']);
  }

  async createPixCharge(input: PixChargeRequest): Promise<PixChargeResult> {
    // input.txid is ignored: MP writes its own BR Code and txid, and names the payment by its id.
    const earliest = this.#options.now() + MERCADOPAGO_PIX_MIN_LIFETIME_MS;
    const expiresAt = new Date(Math.max(input.expiresAt.getTime(), earliest));
    const body = {
      payment_method_id: 'pix',
      transaction_amount: reaisFromCents(input.amount),
      description: input.description,
      external_reference: input.reference,
      date_of_expiration: mercadoPagoDate(expiresAt),
      payer: pixPayer(input.payer),
      notification_url: this.#options.notificationUrl,
    };
    const payment = this.#payment(await this.#call('POST', '/v1/payments', body, `pix:${input.reference}`), 'POST /v1/payments (pix)');
    const copiaECola = payment.point_of_interaction?.transaction_data?.qr_code;
    if (!copiaECola) throw new ProviderError(`Mercado Pago: PIX ${payment.id} sem qr_code`);
    const mpExpiry = payment.date_of_expiration ? new Date(payment.date_of_expiration) : undefined;
    return {
      providerReference: String(payment.id),
      copiaECola,
      expiresAt: mpExpiry && !Number.isNaN(mpExpiry.getTime()) ? mpExpiry : expiresAt,
    };
  }

  async cancelPixCharge(reference: string, _txid: string): Promise<void> {
    const id = await this.#foundId(reference);
    await this.#settle('PUT', `/v1/payments/${id}`, { status: 'cancelled' }, `cancel:${id}`, id, ['cancelled']);
  }

  async lookup(key: { providerReference: string } | { reference: string }): Promise<ProviderPayment | undefined> {
    const payment = 'providerReference' in key && isMpId(key.providerReference)
      ? await this.#get(key.providerReference)
      : await this.#search('providerReference' in key ? key.providerReference : key.reference);
    if (!payment) return undefined;
    return {
      providerReference: String(payment.id),
      reference: payment.external_reference ?? undefined,
      status: statusOf(payment),
      amount: centsFromReais(payment.transaction_amount),
    };
  }

  verifyWebhook({ headers, query }: WebhookRequest): boolean {
    return isValidMercadoPagoSignature(this.#options.webhookSecret, {
      signature: header(headers, 'x-signature'),
      requestId: header(headers, 'x-request-id'),
      dataId: query['data.id'],
    });
  }

  parseWebhook({ rawBody, headers, query }: WebhookRequest): WebhookEvent | undefined {
    const body = jsonObject(rawBody);
    const data = body?.['data'];
    const bodyDataId = data && typeof data === 'object' ? idText((data as Record<string, unknown>)['id']) : undefined;
    const type = query['type'] ?? query['topic'] ?? idText(body?.['type']);
    const dataId = query['data.id'] ?? bodyDataId;
    const eventId = header(headers, 'x-request-id') ?? idText(body?.['id']);
    if (!type || !dataId || !eventId) return undefined;
    if (type === 'payment') return { type: 'payment.changed', eventId, providerReference: dataId };
    return { type: 'ignored', eventId, providerType: type };
  }

  /** The MP id behind a reference: itself, or the latest payment made under Juntaí's reference. */
  async #findId(reference: string): Promise<string | undefined> {
    if (isMpId(reference)) return reference;
    const payment = await this.#search(reference);
    return payment ? String(payment.id) : undefined;
  }

  /**
   * The MP id behind a reference for a call that releases money. MP's search is not documented as
   * immediate: a payment made a moment ago may be missing from it, which is not proof it never existed.
   */
  async #foundId(reference: string): Promise<string> {
    const id = await this.#findId(reference);
    if (id === undefined) throw new PaymentNotFoundError(`Mercado Pago: nenhum pagamento encontrado (ainda) com a referência ${reference}`);
    return id;
  }

  async #requireId(reference: string): Promise<string> {
    const id = await this.#findId(reference);
    if (id === undefined) throw new ProviderError(`Mercado Pago: nenhum pagamento com a referência ${reference}`);
    return id;
  }

  /**
   * A change of state that is already done counts as done: MP answers 400 to a capture of an approved
   * payment or a cancel of a cancelled one (our first try went through, its answer was lost), so on a
   * 400 the payment is read back and accepted when it already stands in `done`.
   */
  async #settle(method: string, path: string, body: unknown, key: string, id: string, done: string[]): Promise<void> {
    const answer = await this.#call(method, path, body, key, { accept4xx: true });
    if (answer.status < 400) return;
    const payment = answer.status === 400 ? await this.#get(id) : undefined;
    if (payment && done.includes(payment.status)) return;
    throw this.#errorOf(method, path, answer);
  }

  async #get(id: string | number): Promise<MpPayment | undefined> {
    const path = `/v1/payments/${id}`;
    const answer = await this.#call('GET', path, undefined, undefined, { accept4xx: true });
    if (answer.status === 404) return undefined;
    if (answer.status >= 400) throw this.#errorOf('GET', path, answer);
    return this.#payment(answer, `GET ${path}`);
  }

  async #search(reference: string): Promise<MpPayment | undefined> {
    const query = new URLSearchParams({ external_reference: reference, sort: 'date_created', criteria: 'desc' });
    const answer = await this.#call('GET', `/v1/payments/search?${query}`, undefined, undefined);
    const parsed = mpSearch.safeParse(answer.body);
    if (!parsed.success) throw new ProviderError('Mercado Pago: GET /v1/payments/search respondeu algo que não é uma busca de pagamentos');
    return parsed.data.results[0];
  }

  #payment(answer: MpAnswer, what: string): MpPayment {
    const parsed = mpPayment.safeParse(answer.body);
    if (!parsed.success) throw new ProviderError(`Mercado Pago: ${what} respondeu algo que não é um pagamento`);
    return parsed.data;
  }

  /**
   * One HTTP call. A network error, a timeout, a 5xx or a body that is not JSON throws ProviderError;
   * a 4xx does too unless the caller handles it (`accept4xx`). Nothing thrown ever carries the token.
   */
  async #call(
    method: string, path: string, body: unknown, idempotencyKey: string | undefined, options: { accept4xx?: boolean; headers?: Record<string, string> } = {},
  ): Promise<MpAnswer> {
    const headers: Record<string, string> = { ...options.headers, authorization: `Bearer ${this.#options.accessToken}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['x-idempotency-key'] = idempotencyKey;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.#options.apiBase}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      throw new ProviderError(this.#redact(`Mercado Pago: ${method} ${path} falhou (${reason})`));
    }
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new ProviderError(`Mercado Pago: ${method} ${path} respondeu HTTP ${response.status} sem JSON`);
    }
    const answer = { status: response.status, body: json };
    const handledByCaller = options.accept4xx === true && response.status >= 400 && response.status < 500;
    if (response.status >= 300 && !handledByCaller) {
      throw this.#errorOf(method, path, answer);
    }
    return answer;
  }

  #errorOf(method: string, path: string, answer: MpAnswer): ProviderError {
    const parsed = mpError.safeParse(answer.body);
    const said = parsed.success
      ? [parsed.data.error, parsed.data.message, parsed.data.cause === undefined ? undefined : JSON.stringify(parsed.data.cause)].filter(Boolean).join(' — ')
      : '';
    const technical = this.#redact(`Mercado Pago: ${method} ${path} respondeu HTTP ${answer.status}${said ? `: ${said.slice(0, 500)}` : ''}`);
    // The key already names another request at MP: the same call with the same key can never succeed.
    if (answer.status === 409 && parsed.success && parsed.data.error === IDEMPOTENCY_KEY_ALREADY_USED) return new PermanentProviderError(technical);
    return new ProviderError(technical);
  }

  /** A proxy's error page or an echoed header could contain the token; it never reaches a log. */
  #redact(text: string): string {
    return text.split(this.#options.accessToken).join('[token]');
  }
}

/**
 * MP's PIX payer: the e-mail, the name split as MP asks for it (first_name, last_name), and the
 * payer's CPF as `identification` when Juntaí has it (Mercado Pago's PIX integration asks for the
 * document's type and number).
 */
function pixPayer(payer: PixChargeRequest['payer']) {
  const [first, ...rest] = payer.name.trim().split(/\s+/);
  return {
    email: payer.email,
    first_name: first,
    last_name: rest.length > 0 ? rest.join(' ') : undefined,
    identification: payer.cpf ? { type: 'CPF', number: payer.cpf } : undefined,
  };
}

function header(headers: WebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === '' ? undefined : first;
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

function jsonObject(rawBody: Buffer): Record<string, unknown> | undefined {
  try {
    const json: unknown = JSON.parse(rawBody.toString('utf8'));
    return json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
