import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cents } from '@juntai/domain';
import { startMercadoPagoStandIn, standInCardToken, standInEnv, type MercadoPagoStandIn } from '../../testing/mercadopago-stand-in.ts';
import { loadEnv } from '../../env.ts';
import { MercadoPagoProvider, type MercadoPagoProviderOptions } from './mercadopago-provider.ts';
import { createPaymentProvider } from './registry.ts';
import { type CardAuthorization, PaymentNotFoundError, ProviderError, type WebhookRequest } from './provider.ts';

let mp: MercadoPagoStandIn;
let provider: MercadoPagoProvider;
let sequence = 0;

beforeAll(async () => {
  mp = await startMercadoPagoStandIn();
  provider = makeProvider();
});
afterAll(async () => {
  await mp.stop();
});

function makeProvider(options: Partial<MercadoPagoProviderOptions> = {}): MercadoPagoProvider {
  return new MercadoPagoProvider({
    accessToken: mp.accessToken, publicKey: mp.publicKey, webhookSecret: mp.webhookSecret,
    apiBase: mp.baseUrl, sdkUrl: `${mp.baseUrl}/js/v2`, ...options,
  });
}

const cardToken = (holder: string) => standInCardToken(mp, holder);

async function card(holder: string, overrides: Partial<CardAuthorization> = {}): Promise<CardAuthorization> {
  sequence += 1;
  return {
    reference: `jt_test_${Date.now()}_${sequence}`,
    amount: cents(12_345),
    installments: 3,
    payer: { name: 'Ana Souza', email: 'ana@example.com' },
    description: 'Cota do grupo',
    card: { token: await cardToken(holder), paymentMethodId: 'master', issuerId: '24', cpf: '12345678909' },
    ...overrides,
  };
}

const requestsTo = (method: string, path: RegExp) => mp.requests.filter((r) => r.method === method && path.test(r.path));
const standIn = (providerReference: string) => mp.payments.get(Number(providerReference));

async function authorized(): Promise<{ reference: string; providerReference: string }> {
  const input = await card('APRO');
  const result = await provider.authorizeCard(input);
  if (result.approved !== true) throw new Error(`not authorised: ${JSON.stringify(result)}`);
  return { reference: input.reference, providerReference: result.providerReference };
}

/** An APRO authorisation MP made although its answer never came back (the call timed out). */
async function authorisedButAnswerLost(): Promise<{ timing: MercadoPagoProvider; input: CardAuthorization }> {
  const timing = makeProvider({ timeoutMs: 300 });
  const input = await card('APRO');
  mp.failNext({ method: 'POST', path: /^\/v1\/payments$/ }, { kind: 'timeout', afterApplying: true });
  await failure(timing.authorizeCard(input));
  return { timing, input };
}

/** A PIX charge of R$ 10,00 (or `amount`) expiring `at` (a date, or milliseconds from now). */
function pixCharge(reference: string, at: number | Date, amount = cents(1_000)) {
  const expiresAt = typeof at === 'number' ? new Date(Date.now() + at) : at;
  return provider.createPixCharge({
    reference, txid: 'JUNTAI123', amount, expiresAt, description: 'Cota', payer: { name: 'Bia Lima Souza', email: 'bia@example.com', cpf: '52998224725' },
  });
}

/** A stand-in notification as the webhook route hands it to the provider. */
const request = (signed: { query: string; headers: Record<string, string>; body: string }): WebhookRequest => ({
  rawBody: Buffer.from(signed.body),
  headers: signed.headers,
  query: Object.fromEntries(new URLSearchParams(signed.query)),
});

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('made from the settings', () => {
  it('is what PAYMENT_PROVIDER=mercadopago gives, with the browser\'s public key and the notification address', async () => {
    const made = createPaymentProvider(loadEnv({
      ...standInEnv(mp), MERCADOPAGO_SDK_URL: 'https://sdk.example/js/v2', PUBLIC_BASE_URL: 'https://juntai.example/',
    }));
    expect(made.name).toBe('mercadopago');
    expect(made.browserCheckout).toEqual({ publicKey: mp.publicKey, sdkUrl: 'https://sdk.example/js/v2' });
    expect(made.cardAuthorizationLifetimeMs).toBe(5 * 24 * 3_600_000);
    const result = await made.authorizeCard(await card('APRO'));
    // Signed Webhooks only: without source_news, MP also sends unsigned IPN deliveries there.
    expect(standIn(result.providerReference)?.notification_url).toBe('https://juntai.example/api/payments/webhooks/mercadopago?source_news=webhooks');
    expect(made.verifyWebhook(request(mp.notification(1234)))).toBe(true);
  });
});

describe('card: authorise, then capture or void', () => {
  it('authorises an APRO card without capturing it, in reais, under Juntaí\'s reference', async () => {
    const input = await card('APRO');
    const result = await provider.authorizeCard(input);
    const payment = standIn(result.providerReference);
    // With each instalment as MP charges it (interest included), for the payer's receipt.
    expect(result).toEqual({
      approved: true, providerReference: expect.stringMatching(/^\d+$/), installmentAmount: Math.round(payment!.transaction_details!.installment_amount * 100),
    });
    expect(payment).toMatchObject({
      status: 'authorized', status_detail: 'pending_capture', captured: false, transaction_amount: 123.45, installments: 3,
      payment_method_id: 'master', external_reference: input.reference,
      // The platform's name on the payer's card statement, within MP's 13 characters.
      statement_descriptor: 'JUNTAI',
    });
    expect(requestsTo('POST', /^\/v1\/payments$/).at(-1)?.idempotencyKey).toBe(`auth:${input.reference}`);
    expect(await provider.lookup({ providerReference: result.providerReference })).toEqual({
      providerReference: result.providerReference, reference: input.reference, status: 'authorized', amount: 12_345,
    });
  });

  it('reports the refusals of OTHE and FUND with MP\'s reason', async () => {
    const other = await provider.authorizeCard(await card('OTHE'));
    expect(other).toEqual({ approved: false, providerReference: expect.stringMatching(/^\d+$/), reason: 'cc_rejected_other_reason' });
    const funds = await provider.authorizeCard(await card('FUND'));
    expect(funds).toMatchObject({ approved: false, reason: 'cc_rejected_insufficient_amount' });
    expect(await provider.lookup({ providerReference: funds.providerReference })).toMatchObject({ status: 'rejected' });
  });

  it('leaves a CONT card pending (MP is still deciding)', async () => {
    const result = await provider.authorizeCard(await card('CONT'));
    expect(result).toEqual({ approved: 'pending', providerReference: expect.stringMatching(/^\d+$/) });
    expect(await provider.lookup({ providerReference: result.providerReference })).toMatchObject({ status: 'pending' });
  });

  it('refuses to authorise without the browser\'s card token', async () => {
    const input = await card('APRO');
    delete input.card;
    await failure(provider.authorizeCard(input));
  });

  it('captures an authorisation, and a capture repeated after MP already took the money is success', async () => {
    const { providerReference } = await authorized();
    await provider.capture(providerReference, cents(12_345));
    expect(standIn(providerReference)).toMatchObject({ status: 'approved', captured: true, transaction_amount: 123.45 });
    await provider.capture(providerReference, cents(12_345));
    expect(requestsTo('PUT', new RegExp(`/${providerReference}$`)).map((r) => r.idempotencyKey)).toEqual([
      `capture:${providerReference}`, `capture:${providerReference}`,
    ]);
    expect(await provider.lookup({ providerReference })).toMatchObject({ status: 'paid', amount: 12_345 });
  });

  it('accepts a capture MP answers 400 to because the payment is already approved, and refuses one of a cancelled payment', async () => {
    const approvedElsewhere = await authorized();
    Object.assign(standIn(approvedElsewhere.providerReference) ?? {}, { status: 'approved', captured: true });
    await provider.capture(approvedElsewhere.providerReference, cents(12_345));

    const voided = await authorized();
    await provider.void(voided.providerReference);
    const error = await failure(provider.capture(voided.providerReference, cents(12_345)));
    expect(error.message).toContain('400');
  });

  it('voids an authorisation, and voiding it again is success', async () => {
    const { providerReference } = await authorized();
    await provider.void(providerReference);
    expect(standIn(providerReference)).toMatchObject({ status: 'cancelled' });
    await provider.void(providerReference);
    expect(await provider.lookup({ providerReference })).toMatchObject({ status: 'cancelled' });
  });

  it('takes a void of a payment MP already cancelled (in its panel, or lapsed) or refused as done', async () => {
    const { providerReference } = await authorized();
    Object.assign(standIn(providerReference) ?? {}, { status: 'cancelled', status_detail: 'expired' });
    await provider.void(providerReference);
    const refused = await provider.authorizeCard(await card('OTHE'));
    await provider.void(refused.providerReference);
    expect(standIn(refused.providerReference)?.status).toBe('rejected');
  });

  it('voids by Juntaí\'s reference the payment MP made although the answer never came back, exactly once', async () => {
    const { timing, input } = await authorisedButAnswerLost();
    const made = [...mp.payments.values()].filter((p) => p.external_reference === input.reference);
    expect(made).toHaveLength(1);
    expect(made[0]?.status).toBe('authorized');

    await timing.void(input.reference);
    await timing.void(input.reference);
    expect(made[0]?.status).toBe('cancelled');
    // Both voids carried the same key, so MP cancelled once and replayed that answer to the second.
    expect(requestsTo('PUT', new RegExp(`^/v1/payments/${made[0]?.id}$`)).map((r) => r.idempotencyKey)).toEqual([`void:${made[0]?.id}`, `void:${made[0]?.id}`]);
  });

  it('does not take a reference MP\'s search misses for one never authorised, and voids it once the search finds it', async () => {
    const before = mp.requests.filter((r) => r.method === 'PUT').length;
    const never = await provider.void('jt_nunca_chegou_ao_mp').then(() => undefined, (e: unknown) => e);
    expect(never).toBeInstanceOf(PaymentNotFoundError);
    expect(mp.requests.filter((r) => r.method === 'PUT').length).toBe(before);

    const { timing, input } = await authorisedButAnswerLost();
    mp.missSearches(1);
    expect(await timing.void(input.reference).then(() => undefined, (e: unknown) => e)).toBeInstanceOf(PaymentNotFoundError);
    const [made] = [...mp.payments.values()].filter((p) => p.external_reference === input.reference);
    expect(made?.status).toBe('authorized');
    await timing.void(input.reference);
    expect(made?.status).toBe('cancelled');
  });

  it('refunds, not voids, a payment MP answered approved to the authorise-only request, exactly once', async () => {
    mp.approveAuthorisations(true);
    let taken;
    try {
      taken = await authorized();
    } finally {
      mp.approveAuthorisations(false);
    }
    expect(standIn(taken.providerReference)).toMatchObject({ status: 'approved', captured: true });
    await provider.void(taken.providerReference);
    await provider.void(taken.providerReference);
    expect(standIn(taken.providerReference)).toMatchObject({ status: 'refunded', refunds: [{ amount: 123.45 }] });
    expect(requestsTo('POST', new RegExp(`/${taken.providerReference}/refunds$`)).map((r) => r.idempotencyKey))
      .toEqual([`refund:${taken.providerReference}`]);
  });

  it('repeats an authorisation retried under the same reference instead of charging twice', async () => {
    const { timing, input } = await authorisedButAnswerLost();
    const first = await timing.authorizeCard(input);
    const second = await timing.authorizeCard(input);
    expect(first).toEqual(second);
    expect(first.approved).toBe(true);
    expect([...mp.payments.values()].filter((p) => p.external_reference === input.reference)).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('refunds a captured card once, though the call is repeated after its answer was lost', async () => {
    const timing = makeProvider({ timeoutMs: 300 });
    const { providerReference } = await authorized();
    await provider.capture(providerReference, cents(12_345));
    mp.failNext({ method: 'POST', path: /\/refunds$/ }, { kind: 'timeout', afterApplying: true });
    await failure(timing.refund(providerReference, cents(12_345)));
    await timing.refund(providerReference, cents(12_345));
    await timing.refund(providerReference, cents(12_345));
    expect(standIn(providerReference)).toMatchObject({ status: 'refunded', refunds: [{ amount: 123.45 }] });
    expect(new Set(requestsTo('POST', /\/refunds$/).filter((r) => r.path.includes(providerReference)).map((r) => r.idempotencyKey)))
      .toEqual(new Set([`refund:${providerReference}`]));
    expect(await provider.lookup({ providerReference })).toMatchObject({ status: 'refunded' });
  });

  it('takes a refund already made in MP\'s panel as done', async () => {
    const { providerReference } = await authorized();
    await provider.capture(providerReference, cents(12_345));
    mp.refundFromPanel(Number(providerReference));
    await provider.refund(providerReference, cents(12_345));
    expect(standIn(providerReference)?.refunds).toHaveLength(1);
  });
});

describe('when MP cannot be reached', () => {
  it('turns a timeout into ProviderError without the access token in it', async () => {
    const timing = makeProvider({ timeoutMs: 200 });
    mp.failNext({ method: 'POST', path: /^\/v1\/payments$/ }, { kind: 'timeout' });
    const error = await failure(timing.authorizeCard(await card('APRO')));
    expect(error.message).toMatch(/Mercado Pago/);
    expect(error.message).not.toContain(mp.accessToken);
    expect(error.detail).not.toContain(mp.accessToken);
  });

  it('turns a 500, a reset connection and a refused token into ProviderError, never printing the token', async () => {
    const { providerReference } = await authorized();
    mp.failNext({ method: 'PUT', path: /^\/v1\/payments\/\d+$/ }, { kind: 'error' });
    expect((await failure(provider.capture(providerReference, cents(12_345)))).message).toContain('500');
    mp.failNext({ method: 'PUT', path: /^\/v1\/payments\/\d+$/ }, { kind: 'reset' });
    await failure(provider.capture(providerReference, cents(12_345)));
    expect(standIn(providerReference)?.status).toBe('authorized');

    const wrongToken = 'APP_USR-token-errado-1234567890';
    const error = await failure(makeProvider({ accessToken: wrongToken }).lookup({ providerReference }));
    expect(error.message).toContain('401');
    expect(error.message).not.toContain(wrongToken);
  });

  it('refuses an address that is nowhere', async () => {
    const nowhere = makeProvider({ apiBase: 'http://127.0.0.1:1', timeoutMs: 1_000 });
    const error = await failure(nowhere.lookup({ providerReference: '1' }));
    expect(error.message).not.toContain(mp.accessToken);
  });
});

describe('PIX', () => {
  it('opens a charge with MP\'s BR Code, expiring when Juntaí asked, dated with milliseconds and an offset', async () => {
    const expiresAt = new Date(Date.now() + 2 * 3_600_000);
    expiresAt.setMilliseconds(250);
    const reference = `jt_pix_${Date.now()}`;
    const charge = await pixCharge(reference, expiresAt, cents(4_990));
    expect(charge.providerReference).toMatch(/^\d+$/);
    expect(charge.copiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(charge.expiresAt.getTime()).toBe(expiresAt.getTime());
    const payment = standIn(charge.providerReference);
    expect(payment).toMatchObject({ status: 'pending', payment_method_id: 'pix', transaction_amount: 49.9, external_reference: reference });
    expect(payment?.date_of_expiration).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.250-03:00$/);
    expect(Date.parse(payment?.date_of_expiration ?? '')).toBe(expiresAt.getTime());
    expect(requestsTo('POST', /^\/v1\/payments$/).at(-1)?.idempotencyKey).toBe(`pix:${reference}`);
    // The payer as MP's PIX integration documents it: e-mail, name, and the CPF as the document.
    expect(payment?.payer).toEqual({ email: 'bia@example.com', first_name: 'Bia', last_name: 'Lima Souza', identification: { type: 'CPF', number: '52998224725' } });

    mp.payPix(Number(charge.providerReference));
    expect(await provider.lookup({ providerReference: charge.providerReference })).toMatchObject({ status: 'paid', amount: 4_990, reference });
  });

  it('never asks MP for less than its 30-minute minimum', async () => {
    const charge = await pixCharge(`jt_pix_short_${Date.now()}`, 5 * 60_000);
    expect(charge.expiresAt.getTime()).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    expect(standIn(charge.providerReference)?.status).toBe('pending');
  });

  it('withdraws an unpaid charge, twice without harm', async () => {
    const charge = await pixCharge(`jt_pix_cancel_${Date.now()}`, 3_600_000);
    await provider.cancelPixCharge(charge.providerReference, 'X2');
    await provider.cancelPixCharge(charge.providerReference, 'X2');
    expect(standIn(charge.providerReference)?.status).toBe('cancelled');
    expect(requestsTo('PUT', new RegExp(`/${charge.providerReference}$`))[0]?.idempotencyKey).toBe(`cancel:${charge.providerReference}`);
  });

  it('does not pretend to withdraw a charge that was paid', async () => {
    const charge = await pixCharge(`jt_pix_paid_${Date.now()}`, 3_600_000);
    mp.payPix(Number(charge.providerReference));
    await failure(provider.cancelPixCharge(charge.providerReference, 'X3'));
    expect(standIn(charge.providerReference)?.status).toBe('approved');
  });
});

describe('lookup', () => {
  it('finds a payment by Juntaí\'s reference, the latest first, and nothing for unknown ones', async () => {
    const { reference, providerReference } = await authorized();
    expect(await provider.lookup({ reference })).toMatchObject({ providerReference, reference, status: 'authorized', amount: 12_345 });
    expect(await provider.lookup({ reference: 'jt_desconhecida' })).toBeUndefined();
    expect(await provider.lookup({ providerReference: '999' })).toBeUndefined();
  });

  it('tells refunds and chargebacks made outside Juntaí', async () => {
    const refunded = await authorized();
    await provider.capture(refunded.providerReference, cents(12_345));
    mp.refundFromPanel(Number(refunded.providerReference));
    expect(await provider.lookup({ providerReference: refunded.providerReference })).toMatchObject({ status: 'refunded' });

    const disputed = await authorized();
    await provider.capture(disputed.providerReference, cents(12_345));
    mp.chargeback(Number(disputed.providerReference));
    expect(await provider.lookup({ providerReference: disputed.providerReference })).toMatchObject({ status: 'charged_back' });
  });

  it('tells a dispute in progress (in_mediation) from a chargeback, and the payment back when the store wins', async () => {
    const { providerReference } = await authorized();
    await provider.capture(providerReference, cents(12_345));
    mp.dispute(Number(providerReference));
    expect(await provider.lookup({ providerReference })).toMatchObject({ status: 'disputed' });
    mp.endDispute(Number(providerReference), 'won');
    expect(await provider.lookup({ providerReference })).toMatchObject({ status: 'paid' });
  });
});

describe('notifications', () => {
  it('accepts MP\'s signature, with ts in milliseconds or seconds and its parts in any order', () => {
    expect(provider.verifyWebhook(request(mp.notification(1234)))).toBe(true);
    expect(provider.verifyWebhook(request(mp.notification(1234, { ts: Math.floor(Date.now() / 1000) })))).toBe(true);
    const signed = request(mp.notification(1234));
    const [ts, v1] = String(signed.headers['x-signature']).split(',');
    expect(provider.verifyWebhook({ ...signed, headers: { ...signed.headers, 'x-signature': ` ${v1}, ${ts} ` } })).toBe(true);
  });

  it('refuses a forged signature, a tampered payment id or request id, and a missing or part-removed signature', () => {
    expect(provider.verifyWebhook(request(mp.notification(1234, { secret: 'outro-segredo-qualquer' })))).toBe(false);
    const signed = request(mp.notification(1234));
    expect(provider.verifyWebhook({ ...signed, query: { ...signed.query, 'data.id': '1235' } })).toBe(false);
    expect(provider.verifyWebhook({ ...signed, headers: { ...signed.headers, 'x-request-id': 'outro' } })).toBe(false);
    const { 'x-signature': _signature, ...unsigned } = signed.headers;
    expect(provider.verifyWebhook({ ...signed, headers: unsigned })).toBe(false);
    // A part signed but removed in transit no longer matches the manifest without it.
    const { 'x-request-id': _requestId, ...anonymous } = signed.headers;
    expect(provider.verifyWebhook({ ...signed, headers: anonymous })).toBe(false);
    expect(provider.verifyWebhook({ ...signed, query: {} })).toBe(false);
    expect(provider.verifyWebhook({ ...signed, headers: { ...signed.headers, 'x-signature': 'ts=abc,v1=00' } })).toBe(false);
  });

  it('accepts a notification MP retries hours or days later (its ts is old), and one signed without a request id', () => {
    expect(provider.verifyWebhook(request(mp.notification(1234, { ts: Date.now() - 3 * 24 * 3_600_000 })))).toBe(true);
    // MP's documentation: a part the notification lacks is dropped from the manifest.
    expect(provider.verifyWebhook(request(mp.notification(1234, { requestId: null })))).toBe(true);
  });

  it('reads a payment notification as a trigger to look the payment up, and ignores other topics', () => {
    const signed = request(mp.notification(1234, { requestId: 'req-1' }));
    expect(provider.parseWebhook(signed)).toEqual({ type: 'payment.changed', eventId: 'req-1', providerReference: '1234' });
    expect(provider.parseWebhook({ ...signed, query: {} })).toEqual({ type: 'payment.changed', eventId: 'req-1', providerReference: '1234' });
    expect(provider.parseWebhook({ ...signed, query: { 'data.id': '77', type: 'merchant_order' } }))
      .toEqual({ type: 'ignored', eventId: 'req-1', providerType: 'merchant_order' });
    expect(provider.parseWebhook({ rawBody: Buffer.from('{}'), headers: { 'x-request-id': 'req-2' }, query: { type: 'payment' } })).toBeUndefined();
  });
});

describe('the stand-in, as the browser meets it', () => {
  it('quotes 1 to 12 installments, interest-free only in one', async () => {
    const response = await fetch(`${mp.baseUrl}/v1/payment_methods/installments?amount=100&bin=503143&public_key=${mp.publicKey}`);
    expect(response.headers.get('access-control-allow-origin')).toBeTruthy();
    const [quote] = (await response.json()) as { payment_method_id: string; payer_costs: { installments: number; total_amount: number; recommended_message: string }[] }[];
    expect(quote?.payment_method_id).toBe('master');
    expect(quote?.payer_costs.map((c) => c.installments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(quote?.payer_costs[0]).toMatchObject({ total_amount: 100 });
    expect(quote?.payer_costs[2]?.total_amount).toBeGreaterThan(100);
    expect(quote?.payer_costs[2]?.recommended_message).toMatch(/^3 parcelas de R\$ \d+,\d{2} \(R\$ \d+,\d{2}\)$/);
  });

  it('answers the browser\'s preflight', async () => {
    const preflight = await fetch(`${mp.baseUrl}/v1/card_tokens?public_key=${mp.publicKey}`, {
      method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('posts a notification the adapter accepts', async () => {
    const received: WebhookRequest[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        received.push({ rawBody: Buffer.concat(chunks), headers: req.headers, query: Object.fromEntries(url.searchParams) });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const response = await mp.notify(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhooks/mercadopago`, 4321);
      expect(response.status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(received).toHaveLength(1);
    expect(provider.verifyWebhook(received[0]!)).toBe(true);
    expect(provider.parseWebhook(received[0]!)).toMatchObject({ type: 'payment.changed', providerReference: '4321' });
  });

  it('refuses a wrong public key and a token used twice', async () => {
    const wrong = await fetch(`${mp.baseUrl}/v1/card_tokens?public_key=errada`, { method: 'POST', body: JSON.stringify({ cardholder: { name: 'APRO' } }) });
    expect(wrong.status).toBe(401);
    const input = await card('APRO');
    await provider.authorizeCard(input);
    await failure(provider.authorizeCard({ ...input, reference: `${input.reference}_b` }));
  });
});
