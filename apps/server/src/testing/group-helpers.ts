import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import type { TestApp } from './test-app.ts';
import { GROUP_EVENTS_CHANNEL } from '../services/group-events.ts';
import { ProviderError } from '../services/payments/provider.ts';
import { SimulatedPaymentProvider } from '../services/payments/simulated-provider.ts';
import { signWebhookBody } from '../services/payments/webhook-signature.ts';
import { type ProviderCallRecord, recordProviderCalls } from './provider-call-records.ts';

/**
 * Helpers for the group API tests (imported by *.test.ts only). Requests go through `app.inject`,
 * exactly as a browser's would.
 */
export const HOUR = 3_600_000;

export async function activeProduct(t: TestApp, minPriceCents = 10_000): Promise<{ id: number; price: number }> {
  const row = await t.database.db.selectFrom('products').select(['id', 'price_cents'])
    .where('status', '=', 'active').where('price_cents', '>=', minPriceCents).orderBy('id').executeTakeFirstOrThrow();
  return { id: row.id, price: row.price_cents / 100 };
}

export interface NewGroupOptions {
  productId?: number;
  quotas?: number;
  creatorName?: string;
  names?: string[];
  remoteAddress?: string;
}

export function groupBody(productId: number, options: NewGroupOptions = {}) {
  const quotas = options.quotas ?? 3;
  const creator = options.creatorName ?? 'Ana Souza';
  const names = options.names ?? [creator, ...Array.from({ length: quotas - 1 }, (_, i) => `Convidado ${i + 1}`)];
  return {
    product_id: productId,
    number_of_quotas: quotas,
    creator_name: creator,
    creator_email: 'ana@example.com',
    creator_whatsapp: '(11) 98765-4321',
    invited_participants: names,
  };
}

export interface CreatedTestGroup {
  linkId: string;
  token: string;
  body: any;
}

export async function createTestGroup(t: TestApp, options: NewGroupOptions = {}): Promise<CreatedTestGroup> {
  const productId = options.productId ?? (await activeProduct(t)).id;
  const res = await t.app.inject({
    method: 'POST', url: '/api/groups', payload: groupBody(productId, options),
    remoteAddress: options.remoteAddress ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  if (res.statusCode !== 201) throw new Error(`criação falhou: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return { linkId: body.link_id, token: body.organizer_token, body };
}

export interface JoinOptions {
  method?: 'card' | 'pix';
  installments?: number;
  email?: string;
  idempotencyKey?: string;
  extra?: Record<string, unknown>;
  app?: TestApp['app'];
}

/** A valid address made from a payer's name ('Zé Maria' → ze.maria@example.com), as a person would have one. */
function emailFor(name: string): string {
  const local = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.+|\.+$/g, '');
  return `${local || 'convidado'}@example.com`;
}

export function joinBody(name: string, options: JoinOptions = {}) {
  return {
    name,
    email: options.email ?? emailFor(name),
    whatsapp: '11912345678',
    payment_method: options.method ?? 'card',
    installments: options.installments ?? 1,
    ...options.extra,
  };
}

export async function join(t: TestApp, linkId: string, name: string, options: JoinOptions = {}): Promise<LightMyRequestResponse> {
  return (options.app ?? t.app).inject({
    method: 'POST', url: `/api/groups/${linkId}/join`, payload: joinBody(name, options),
    headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
    remoteAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
}

export async function getGroup(t: TestApp, linkId: string): Promise<any> {
  const res = await t.app.inject(`/api/groups/${linkId}`);
  if (res.statusCode !== 200) throw new Error(`leitura falhou: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function paymentsOf(t: TestApp, linkId: string) {
  return t.database.db.selectFrom('payments').innerJoin('groups', 'groups.id', 'payments.group_id')
    .selectAll('payments').where('groups.link_id', '=', linkId).orderBy('payments.id').execute();
}

export async function outboxFor(t: TestApp, prefix: string) {
  return t.database.db.selectFrom('email_outbox').selectAll().where('dedupe_key', 'like', `${prefix}%`).orderBy('id').execute();
}

export type ProviderCall = Pick<ProviderCallRecord, 'op' | 'reference'>;

/** The simulated provider, recording every call (to prove each money movement happens once). */
export class CountingProvider extends SimulatedPaymentProvider {
  readonly calls: ProviderCall[] = [];
  failNext: ProviderCall['op'] | undefined;

  count(op: ProviderCall['op'], reference?: string): number {
    return this.calls.filter((c) => c.op === op && (reference === undefined || c.reference === reference)).length;
  }
}

recordProviderCalls(CountingProvider.prototype, function record({ op, reference }) {
  if (this.failNext === op) {
    this.failNext = undefined;
    throw new ProviderError(`falha simulada em ${op}`);
  }
  this.calls.push({ op, reference });
});

export function countingProvider(t: TestApp, app: TestApp['app'] = t.app): CountingProvider {
  const provider = new CountingProvider({
    webhookSecret: t.env.PAYMENT_WEBHOOK_SECRET, pixKey: t.env.PIX_KEY, merchantName: t.env.PIX_MERCHANT_NAME, merchantCity: t.env.PIX_MERCHANT_CITY,
  });
  app.ctx.payments = provider;
  return provider;
}

/** A signed webhook as the provider would send it. */
export function signedWebhook(t: TestApp, payload: unknown, secret = t.env.PAYMENT_WEBHOOK_SECRET) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return {
    method: 'POST' as const,
    url: '/api/payments/webhooks/simulated',
    headers: { 'content-type': 'application/json', 'x-webhook-signature': signWebhookBody(secret, body) },
    payload: body,
  };
}

export function pixPaidEvent(txid: string, amountCents: number, id = `evt_${txid}`) {
  return { id, type: 'pix.paid', data: { txid, amount_cents: amountCents } };
}

/**
 * After a change of its own, an instance reads the database for a moment (the hold, timed by the clock's
 * real elapsed time); tests let that moment pass at once instead of waiting.
 */
export function passTheHold(t: Pick<TestApp, 'clock'>): void {
  t.clock.skipElapsed(60_000);
}

/**
 * Resolves once this instance has heard every change committed so far. A notification travels
 * through LISTEN and may land after a read that followed its commit (then it drops what that read
 * cached); PostgreSQL delivers notifications in commit order, so a marker sent now comes back last.
 */
export async function everyChangeHeard(t: Pick<TestApp, 'app' | 'database'>): Promise<void> {
  const marker = `heard-${randomUUID()}`;
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = t.app.groupEvents.subscribeAll((linkId) => {
      if (linkId === marker) resolve();
    });
  });
  try {
    await sql`select pg_notify(${GROUP_EVENTS_CHANNEL}, ${marker})`.execute(t.database.db);
    await heard;
  } finally {
    stop();
  }
}

/** The hold passed and every change heard: what a read loads now, the read cache keeps. */
export async function readyToCache(t: Pick<TestApp, 'app' | 'database' | 'clock'>): Promise<void> {
  passTheHold(t);
  await everyChangeHeard(t);
}
