import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { buildPixPayload, cents, formatBRL } from '@juntai/domain';

/**
 * Test code only: a local stand-in of Mercado Pago's Payments API v1, written from the shapes its
 * documentation gives, over real HTTP so the adapter's fetch, timeouts and idempotency keys
 * are exercised as in production. It keeps MP's rules that matter to Juntaí: single-use card tokens,
 * the test cards' holder names (APRO, OTHE, CONT, FUND), capture only from authorized, cancel only
 * before money moved, refund only from approved with a mandatory X-Idempotency-Key, PIX at least 30
 * minutes ahead, a repeated X-Idempotency-Key replaying the first answer without acting again, and
 * the same key on a different request refused (409 `idempotency_key_already_used`).
 * Also what MP does that an integration must survive: an authorise-only request answered `approved`
 * (the money taken at once), a search that does not find a payment made a moment ago, disputes
 * (`in_mediation`) the store may win, refunds refused for want of balance, and PIX payers without a CPF
 * refused (its PIX integration asks for the payer's e-mail and document).
 */

export interface StandInPayment {
  id: number;
  /** When MP created it: a card authorisation's 5 days count from here. */
  date_created: string;
  status: string;
  status_detail: string;
  transaction_amount: number;
  installments: number;
  payment_method_id: string;
  external_reference: string | null;
  captured: boolean;
  date_of_expiration: string | null;
  refunds: { id: number; amount: number }[];
  point_of_interaction?: { type: string; transaction_data: { qr_code: string; qr_code_base64: string; ticket_url: string } };
  payer: { email: string; first_name?: string; last_name?: string; identification?: { type: string; number: string } };
  /** What the payer's card statement shows, as the request sent it. */
  statement_descriptor?: string;
  /** A card's plan as MP charges it: each instalment and the total, interest included. */
  transaction_details?: { installment_amount: number; total_paid_amount: number };
  /** Where MP would send this payment's notifications, when the request named one. */
  notification_url?: string;
}

export interface StandInFailure {
  /** 'timeout' holds the answer until stop (or `ms`, then answers), 'error' answers 500, 'reset' destroys the socket. */
  kind: 'timeout' | 'error' | 'reset';
  /** Do the work first, then fail to answer: "MP did it but the answer was lost". */
  afterApplying?: boolean;
  /** With 'timeout': answer after this many milliseconds instead of never. */
  ms?: number;
}

export type MercadoPagoStandIn = Awaited<ReturnType<typeof startMercadoPagoStandIn>>;

interface Answer {
  status: number;
  body: unknown;
}

/** MP's error body: `{message, error, status, cause}`. */
function mpError(status: number, error: string, message: string, code?: number): Answer {
  return { status, body: { message, error, status, cause: code === undefined ? [] : [{ code, description: message }] } };
}

/** The test cards' holder names and what MP answers to each (any other name approves, as APRO). */
const CARD_OUTCOMES: Record<string, { status: string; detail: string }> = {
  OTHE: { status: 'rejected', detail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', detail: 'pending_contingency' },
  FUND: { status: 'rejected', detail: 'cc_rejected_insufficient_amount' },
};

const PIX_MIN_AHEAD_MS = 30 * 60_000;
/** A 1×1 PNG: the QR image's place in the answer, which Juntaí does not read. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
/** The stand-in's monthly interest on installments 2..12 (MP quotes its own; this is a plausible one). */
const MONTHLY_RATE = 0.0199;

const isReais = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** "R$ 1.234,56" with a plain space, as MP's recommended_message writes it. */
const brl = (reais: number): string => formatBRL(cents(Math.round(reais * 100))).replace('\u00a0', ' ');

function installmentQuote(amount: number) {
  return Array.from({ length: 12 }, (_, index) => {
    const n = index + 1;
    const rate = n === 1 ? 0 : MONTHLY_RATE;
    // The Price table (fixed instalments on compound interest), in centavos so each instalment is exact.
    const each = n === 1 ? amount : Math.round((amount * 100 * rate) / (1 - (1 + rate) ** -n)) / 100;
    const total = Math.round(each * n * 100) / 100;
    return {
      installments: n,
      installment_rate: n === 1 ? 0 : Math.round((total / amount - 1) * 10_000) / 100,
      installment_amount: each,
      total_amount: total,
      recommended_message: `${n} ${n === 1 ? 'parcela' : 'parcelas'} de ${brl(each)} (${brl(total)})${n === 1 ? ' sem juros' : ''}`,
    };
  });
}

/** What MercadoPago.js does in the payer's browser: the card becomes a single-use token (the holder picks the outcome). */
export async function standInCardToken(standIn: Pick<MercadoPagoStandIn, 'baseUrl' | 'publicKey'>, holder: string): Promise<string> {
  const response = await fetch(`${standIn.baseUrl}/v1/card_tokens?public_key=${standIn.publicKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card_number: '5031433215406351', expiration_month: 11, expiration_year: 2030, security_code: '123', cardholder: { name: holder } }),
  });
  if (response.status !== 201) throw new Error(`card token: ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** The settings that point a server at the stand-in, as PAYMENT_PROVIDER=mercadopago with its keys. */
export const standInEnv = (standIn: Pick<MercadoPagoStandIn, 'accessToken' | 'publicKey' | 'webhookSecret' | 'baseUrl'>) => ({
  PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: standIn.accessToken, MERCADOPAGO_PUBLIC_KEY: standIn.publicKey,
  MERCADOPAGO_WEBHOOK_SECRET: standIn.webhookSecret, MERCADOPAGO_API_BASE: standIn.baseUrl,
});

export async function startMercadoPagoStandIn() {
  const accessToken = `TEST-${randomBytes(16).toString('hex')}`;
  const publicKey = `TEST-${randomUUID()}`;
  const webhookSecret = randomBytes(24).toString('hex');
  const payments = new Map<number, StandInPayment>();
  /** Every request it received: method, path, idempotency key — to assert "charged once". */
  const requests: { method: string; path: string; idempotencyKey: string | undefined; sessionId: string | undefined }[] = [];
  const tokens = new Map<string, { holder: string; used: boolean }>();
  // Per key: what the first request was (method, path, body) and what it got.
  const replies = new Map<string, { request: string; answer: Answer }>();
  const failures: { method: string; path: RegExp; how: StandInFailure }[] = [];
  const held = new Set<ServerResponse>();
  let approvingAuthorisations = false;
  let searchesToMiss = 0;
  const refusingRefunds = new Set<number>();
  let nextId = 1_325_000_000 + Math.floor(Math.random() * 1_000_000);
  const nextRefundId = () => nextId++;
  let baseUrl = '';

  const view = (payment: StandInPayment) => ({
    ...payment,
    currency_id: 'BRL',
    transaction_amount_refunded: payment.refunds.reduce((sum, refund) => sum + refund.amount, 0),
  });

  function createPayment(body: Record<string, unknown>): Answer {
    const payer = body['payer'] as { email?: unknown; first_name?: unknown; last_name?: unknown; identification?: { type?: unknown; number?: unknown } } | undefined;
    const amount = body['transaction_amount'];
    const method = body['payment_method_id'];
    if (!isReais(amount)) return mpError(400, 'bad_request', 'transaction_amount must be a positive number with 2 decimals', 4037);
    if (typeof method !== 'string' || method === '') return mpError(400, 'bad_request', 'payment_method_id is required', 4020);
    if (typeof payer?.email !== 'string' || !payer.email.includes('@')) return mpError(400, 'bad_request', 'payer.email must be a valid email', 4050);
    const reference = typeof body['external_reference'] === 'string' ? body['external_reference'] : null;
    const identification = payer.identification && typeof payer.identification.type === 'string' && typeof payer.identification.number === 'string'
      ? { type: payer.identification.type, number: payer.identification.number } : undefined;
    const base = {
      id: nextId++, date_created: new Date().toISOString(), transaction_amount: amount, payment_method_id: method, external_reference: reference,
      refunds: [],
      payer: {
        email: payer.email, ...(identification ? { identification } : {}),
        ...(typeof payer.first_name === 'string' ? { first_name: payer.first_name } : {}),
        ...(typeof payer.last_name === 'string' ? { last_name: payer.last_name } : {}),
      },
      ...(typeof body['notification_url'] === 'string' ? { notification_url: body['notification_url'] } : {}),
      ...(typeof body['statement_descriptor'] === 'string' ? { statement_descriptor: body['statement_descriptor'] } : {}),
    };
    if (method === 'pix') {
      if (identification?.type !== 'CPF' || !/^\d{11}$/.test(identification.number)) {
        return mpError(400, 'bad_request', 'payer.identification (type and number) is required for pix', 4033);
      }
      const expiry = typeof body['date_of_expiration'] === 'string' ? Date.parse(body['date_of_expiration']) : Number.NaN;
      if (Number.isNaN(expiry)) return mpError(400, 'bad_request', 'date_of_expiration is required for pix', 4026);
      if (expiry < Date.now() + PIX_MIN_AHEAD_MS) {
        return mpError(400, 'bad_request', 'date_of_expiration must be at least 30 minutes in the future', 4026);
      }
      const payment: StandInPayment = {
        ...base, status: 'pending', status_detail: 'pending_waiting_transfer', installments: 1, captured: true,
        date_of_expiration: body['date_of_expiration'] as string,
        point_of_interaction: {
          type: 'PIX',
          transaction_data: {
            qr_code: buildPixPayload({
              pixKey: '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f', merchantName: 'MERCADO PAGO', merchantCity: 'OSASCO',
              amount: cents(Math.round(amount * 100)), txid: `MP${base.id}`,
            }),
            qr_code_base64: TINY_PNG,
            ticket_url: `${baseUrl}/payments/${base.id}/ticket`,
          },
        },
      };
      payments.set(payment.id, payment);
      return { status: 201, body: view(payment) };
    }
    const token = typeof body['token'] === 'string' ? tokens.get(body['token']) : undefined;
    if (!token) return mpError(400, 'bad_request', 'Invalid card_token_id', 2006);
    if (token.used) return mpError(400, 'bad_request', 'Card Token was used', 3003);
    token.used = true;
    const installments = body['installments'];
    if (typeof installments !== 'number' || !Number.isInteger(installments) || installments < 1 || installments > 12) {
      return mpError(400, 'bad_request', 'Invalid installments', 3011);
    }
    const capture = body['capture'] !== false || approvingAuthorisations;
    const outcome = CARD_OUTCOMES[token.holder.trim().split(/\s+/)[0]?.toUpperCase() ?? '']
      ?? (capture ? { status: 'approved', detail: 'accredited' } : { status: 'authorized', detail: 'pending_capture' });
    const plan = installmentQuote(amount)[installments - 1]!;
    const payment: StandInPayment = {
      ...base, status: outcome.status, status_detail: outcome.detail, installments, captured: capture && outcome.status === 'approved',
      date_of_expiration: null,
      // What the payer pays per month and in all, interest included (MP quotes it; the payer bears it).
      transaction_details: { installment_amount: plan.installment_amount, total_paid_amount: plan.total_amount },
    };
    payments.set(payment.id, payment);
    return { status: 201, body: view(payment) };
  }

  function updatePayment(payment: StandInPayment, body: Record<string, unknown>): Answer {
    if (body['capture'] === true) {
      if (payment.status !== 'authorized') {
        return mpError(400, 'bad_request', `Payment cannot be captured: status is ${payment.status}`, 2009);
      }
      const amount = body['transaction_amount'];
      if (amount !== undefined && (!isReais(amount) || amount > payment.transaction_amount)) {
        return mpError(400, 'bad_request', 'transaction_amount cannot exceed the authorized amount', 2010);
      }
      Object.assign(payment, { status: 'approved', status_detail: 'accredited', captured: true, transaction_amount: amount ?? payment.transaction_amount });
      return { status: 200, body: view(payment) };
    }
    if (body['status'] === 'cancelled') {
      if (!['authorized', 'pending', 'in_process'].includes(payment.status)) {
        return mpError(400, 'bad_request', `Payment cannot be cancelled: status is ${payment.status}`, 2008);
      }
      Object.assign(payment, { status: 'cancelled', status_detail: 'by_collector' });
      return { status: 200, body: view(payment) };
    }
    return mpError(400, 'bad_request', 'Nothing to update', 2000);
  }

  function refundPayment(payment: StandInPayment, body: Record<string, unknown>): Answer {
    if (payment.status !== 'approved') return mpError(400, 'bad_request', `Payment cannot be refunded: status is ${payment.status}`, 2063);
    if (refusingRefunds.has(payment.id)) return mpError(400, 'bad_request', 'Insufficient balance to refund the payment', 2064);
    const left = Math.round((payment.transaction_amount - view(payment).transaction_amount_refunded) * 100) / 100;
    const amount = body['amount'] ?? left;
    if (!isReais(amount) || amount > left) return mpError(400, 'bad_request', 'Invalid refund amount', 2085);
    const refund = { id: nextRefundId(), amount };
    payment.refunds.push(refund);
    const fully = Math.abs(amount - left) < 0.005;
    Object.assign(payment, fully ? { status: 'refunded', status_detail: 'refunded' } : { status_detail: 'partially_refunded' });
    return { status: 201, body: { ...refund, payment_id: payment.id, status: 'approved', source: { type: 'collector' } } };
  }

  /** Everything MP's API answers; the server around it only adds failures, replays and HTTP. */
  function route(method: string, url: URL, headers: IncomingMessage['headers'], body: Record<string, unknown>): Answer {
    const path = url.pathname;
    if (method === 'POST' && path === '/v1/card_tokens') {
      if (url.searchParams.get('public_key') !== publicKey) return mpError(401, 'unauthorized', 'invalid public_key');
      const holder = (body['cardholder'] as { name?: unknown } | undefined)?.name;
      if (typeof holder !== 'string' || holder.trim() === '') return mpError(400, 'bad_request', 'cardholder.name is required', 316);
      const number = typeof body['card_number'] === 'string' ? body['card_number'].replace(/\D/g, '') : '5031433215406351';
      const id = randomBytes(16).toString('hex');
      tokens.set(id, { holder, used: false });
      return {
        status: 201,
        body: { id, status: 'active', first_six_digits: number.slice(0, 6), last_four_digits: number.slice(-4), cardholder: { name: holder }, date_due: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      };
    }
    if (method === 'GET' && path === '/v1/payment_methods/installments') {
      const bearer = headers.authorization === `Bearer ${accessToken}`;
      if (!bearer && url.searchParams.get('public_key') !== publicKey) return mpError(401, 'unauthorized', 'invalid public_key');
      const amount = Number(url.searchParams.get('amount'));
      if (!isReais(amount)) return mpError(400, 'bad_request', 'amount is required', 1000);
      const bin = url.searchParams.get('bin') ?? '';
      const methodId = url.searchParams.get('payment_method_id') ?? (bin.startsWith('4') ? 'visa' : 'master');
      return {
        status: 200,
        body: [{
          payment_method_id: methodId, payment_type_id: 'credit_card',
          issuer: methodId === 'visa' ? { id: 25, name: 'Visa' } : { id: 24, name: 'Mastercard' },
          payer_costs: installmentQuote(amount),
        }],
      };
    }
    if (!path.startsWith('/v1/payments')) return mpError(404, 'not_found', 'resource not found');
    if (headers.authorization !== `Bearer ${accessToken}`) return mpError(401, 'unauthorized', 'invalid access token');
    if (method === 'POST' && path === '/v1/payments') return createPayment(body);
    if (method === 'GET' && path === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference');
      const missed = searchesToMiss > 0;
      if (missed) searchesToMiss--;
      const found = missed ? [] : [...payments.values()].filter((p) => reference === null || p.external_reference === reference);
      // Ids grow with creation time, so they order by date_created.
      found.sort((a, b) => (url.searchParams.get('criteria') === 'asc' ? a.id - b.id : b.id - a.id));
      return { status: 200, body: { paging: { total: found.length, limit: 30, offset: 0 }, results: found.map(view) } };
    }
    const match = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(path);
    const payment = match ? payments.get(Number(match[1])) : undefined;
    if (!match) return mpError(404, 'not_found', 'resource not found');
    if (!payment) return mpError(404, 'not_found', 'Payment not found', 2000);
    if (method === 'GET' && !match[2]) return { status: 200, body: view(payment) };
    if (method === 'PUT' && !match[2]) return updatePayment(payment, body);
    if (method === 'POST' && match[2]) {
      if (!headers['x-idempotency-key']) return mpError(400, 'bad_request', 'X-Idempotency-Key header is required', 4292);
      return refundPayment(payment, body);
    }
    return mpError(405, 'method_not_allowed', 'method not allowed');
  }

  /**
   * A repeated X-Idempotency-Key on a POST or PUT answers what the first request got, acting once. The
   * same key on a different request (another path or body) is refused, 409 `idempotency_key_already_used`,
   * as Mercado Pago's list of API errors gives it: the key names one operation, and stays its.
   */
  function applyOnce(method: string, url: URL, headers: IncomingMessage['headers'], body: Record<string, unknown>): Answer {
    const key = typeof headers['x-idempotency-key'] === 'string' ? headers['x-idempotency-key'] : undefined;
    if (!key || (method !== 'POST' && method !== 'PUT')) return route(method, url, headers, body);
    const request = `${method} ${url.pathname}${url.search} ${JSON.stringify(body)}`;
    const first = replies.get(key);
    if (first && first.request !== request) {
      return mpError(409, 'idempotency_key_already_used', 'The idempotency key has already been used with a different request. Use a new key.');
    }
    if (first) return first.answer;
    const answer = route(method, url, headers, body);
    // A refused request (bad token, wrong state) is not stored in MP either: only what acted is replayed.
    if (answer.status < 400) replies.set(key, { request, answer });
    return answer;
  }

  function send(response: ServerResponse, answer: Answer): void {
    if (response.destroyed) return;
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const key = request.headers['x-idempotency-key'];
    // X-meli-session-id: the device id MercadoPago.js drew, which MP's documentation asks payments to carry.
    const session = request.headers['x-meli-session-id'];
    requests.push({
      method, path: url.pathname + url.search, idempotencyKey: typeof key === 'string' ? key : undefined, sessionId: typeof session === 'string' ? session : undefined,
    });
    // The browser's SDK calls card_tokens and installments straight from the page.
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    response.setHeader('access-control-allow-headers', 'content-type, authorization, x-idempotency-key, x-product-id, x-tracking-id');
    response.setHeader('access-control-allow-methods', 'GET, POST, PUT, OPTIONS');
    if (method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const raw = await text(request);
    let body: Record<string, unknown> = {};
    if (raw !== '') {
      try {
        const parsed: unknown = JSON.parse(raw);
        body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
      } catch {
        send(response, mpError(400, 'bad_request', 'invalid JSON body'));
        return;
      }
    }
    const at = failures.findIndex((f) => f.method === method && f.path.test(url.pathname + url.search));
    const failure = at >= 0 ? failures.splice(at, 1)[0]?.how : undefined;
    if (!failure) {
      send(response, applyOnce(method, url, request.headers, body));
      return;
    }
    const answer = failure.afterApplying ? applyOnce(method, url, request.headers, body) : undefined;
    if (failure.kind === 'reset') {
      response.socket?.destroy();
    } else if (failure.kind === 'error') {
      send(response, mpError(500, 'internal_error', 'internal error'));
    } else if (failure.ms !== undefined) {
      await new Promise((resolve) => setTimeout(resolve, failure.ms));
      send(response, answer ?? applyOnce(method, url, request.headers, body));
    } else {
      held.add(response);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, mpError(500, 'internal_error', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function existing(id: number): StandInPayment {
    const payment = payments.get(id);
    if (!payment) throw new Error(`stand-in: no payment ${id}`);
    return payment;
  }

  /**
   * A signed notification for a payment, as MP would send it (for app.inject or fetch). `requestId: null`
   * sends none (the manifest then drops that part, as MP's documentation says).
   */
  function notification(id: number, notifyOptions: { secret?: string; ts?: number; requestId?: string | null } = {}) {
    const ts = String(notifyOptions.ts ?? Date.now());
    const requestId = notifyOptions.requestId === undefined ? randomUUID() : notifyOptions.requestId;
    const dataId = String(id);
    // Signed here from the documented manifest, independently of the adapter's own code: a part the
    // notification does not carry is left out of it.
    const manifest = `id:${dataId};${requestId === null ? '' : `request-id:${requestId};`}ts:${ts};`;
    const v1 = createHmac('sha256', notifyOptions.secret ?? webhookSecret).update(manifest).digest('hex');
    return {
      query: new URLSearchParams({ 'data.id': dataId, type: 'payment' }).toString(),
      headers: {
        'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, ...(requestId === null ? {} : { 'x-request-id': requestId }),
      },
      body: JSON.stringify({
        action: 'payment.updated', api_version: 'v1', data: { id: dataId }, date_created: new Date().toISOString(),
        id: nextId++, live_mode: false, type: 'payment', user_id: '123456789',
      }),
    };
  }

  return {
    /** Use as MERCADOPAGO_API_BASE. */
    baseUrl,
    accessToken,
    publicKey,
    webhookSecret,
    payments,
    requests,
    /** The next request matching method+path fails as `how` says (see StandInFailure). */
    failNext(match: { method: string; path: RegExp }, how: StandInFailure): void {
      failures.push({ ...match, how });
    },
    /** Panel / bank actions: a PIX paid, a refund made in MP's panel, a chargeback. */
    payPix(id: number): void {
      const payment = existing(id);
      if (payment.status !== 'pending') throw new Error(`stand-in: PIX ${id} is ${payment.status}, not pending`);
      Object.assign(payment, { status: 'approved', status_detail: 'accredited' });
    },
    refundFromPanel(id: number): void {
      const payment = existing(id);
      const answer = refundPayment(payment, {});
      if (answer.status >= 400) throw new Error(`stand-in: payment ${id} cannot be refunded (${payment.status})`);
    },
    chargeback(id: number): void {
      Object.assign(existing(id), { status: 'charged_back', status_detail: 'settled' });
    },
    /** The payer opens a dispute (`in_mediation`); then the store wins it (back to approved) or loses it (charged back). */
    dispute(id: number): void {
      Object.assign(existing(id), { status: 'in_mediation', status_detail: 'in_process' });
    },
    endDispute(id: number, outcome: 'won' | 'lost'): void {
      Object.assign(existing(id), outcome === 'won' ? { status: 'approved', status_detail: 'accredited' } : { status: 'charged_back', status_detail: 'settled' });
    },
    /** From now on MP answers authorise-only card requests `approved`, taking the money at once (or stops). */
    approveAuthorisations(on: boolean): void {
      approvingAuthorisations = on;
    },
    /** The next `count` searches by external_reference find nothing yet (MP's search is not immediate). */
    missSearches(count: number): void {
      searchesToMiss = count;
    },
    /** Refunds of this payment are refused (the account has no balance for them) until `false`. */
    refuseRefunds(id: number, on: boolean): void {
      if (on) refusingRefunds.add(id);
      else refusingRefunds.delete(id);
    },
    notification,
    /** POSTs that notification to `url` (e.g. http://127.0.0.1:PORT/api/payments/webhooks/mercadopago). */
    async notify(url: string, id: number): Promise<Response> {
      const signed = notification(id);
      return fetch(`${url}${url.includes('?') ? '&' : '?'}${signed.query}`, { method: 'POST', headers: signed.headers, body: signed.body });
    },
    async stop(): Promise<void> {
      for (const response of held) response.socket?.destroy();
      held.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
