import type { GroupStatus, ReminderMoment, RescueKind } from '@juntai/domain';
import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * Table types for Kysely. Money columns end in `_cents` (integer centavos); percentages are
 * numeric(6,2) and come back as strings from the driver, so repositories convert them with Number().
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface PlansTable {
  id: Generated<number>;
  name: string;
  monthly_fee_cents: number;
  percentage_fee: ColumnType<string, string | number, string | number>;
  description: string | null;
  active: Generated<boolean>;
  created_at: Timestamp;
}

export interface StoresTable {
  id: Generated<number>;
  store_id: string;
  store_name: string;
  contact_email: string | null;
  plan_id: number | null;
  status: Generated<'active' | 'inactive' | 'uninstalled'>;
  installed_at: Timestamp;
  button_text: string;
  button_bg_color: string;
  button_text_color: string;
  onboarding_completed: Generated<boolean>;
  /** The store's own site, an origin (migration 0015); "Voltar para a loja" leads nowhere else. */
  site_url: string | null;
}

export interface PartnersTable {
  id: Generated<number>;
  name: string;
  contact_email: string;
  website: string | null;
  commission_rate: ColumnType<string, string | number, string | number>;
  description: string | null;
  categories: Json<string[]>;
  type: 'marketplace' | 'affiliate';
  status: Generated<'active' | 'inactive' | 'pending'>;
  created_at: Timestamp;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  icon: string;
  target_audience: string;
  /** Inactive: kept for the products that use it, no longer offered. */
  active: Generated<boolean>;
}

export interface OccasionsTable {
  id: Generated<number>;
  name: string;
  icon: string;
  featured: boolean;
  active: boolean;
  suggested_group_sizes: Json<number[]>;
}

export type ProductType = 'demo' | 'marketplace';
export type ProductStatus = 'active' | 'inactive' | 'draft';
export type TargetAudience = 'presente' | 'familia' | 'tech' | 'casa' | 'geral';

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price_cents: number;
  image: string;
  category: string;
  type: ProductType;
  status: ProductStatus;
  featured: boolean;
  partner_id: number | null;
  commission_rate: ColumnType<string, string | number, string | number>;
  tags: Json<string[]>;
  min_group_size: number;
  max_group_size: number;
  target_audience: TargetAudience;
  /** A store's own product (sold by its button), with the store's id or SKU; null in the platform catalogue. */
  store_id: ColumnType<string | null, string | null | undefined, string | null>;
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StoreApiKeysTable {
  id: Generated<number>;
  store_id: string;
  label: string;
  prefix: string;
  /** sha256 of the key; the key itself is shown once. */
  key_hash: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface StoreWebhooksTable {
  store_id: string;
  url: string;
  /** Kept as is: every delivery is signed with it. */
  secret: string;
  updated_at: Timestamp;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  store_id: string;
  event: 'group.completed' | 'group.expired' | 'payment.refunded';
  link_id: string;
  /** One delivery per event and change: a repeated call inserts nothing. */
  dedupe_key: string;
  /** The exact JSON sent (and signed) on every attempt. */
  body: string;
  status: Generated<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  response_code: number | null;
  last_error: string | null;
  created_at: Timestamp;
  /** Retries last 3 days from here: the change, or the store's 'Reenviar'. */
  queued_at: Timestamp;
  last_attempt_at: Timestamp | null;
  next_attempt_at: Timestamp | null;
  /** The request that queued it (migration 0024), logged with its attempts; null for a job's. */
  request_id: ColumnType<string | null, string | null | undefined, never>;
  /** When the retention job replaced the body by its personal-data-free summary (migration 0028); null: not yet. */
  body_pruned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface WidgetDailyStatsTable {
  store_id: string;
  external_id: string;
  /** São Paulo day, YYYY-MM-DD. */
  day: ColumnType<string, string, string>;
  views: Generated<number>;
  clicks: Generated<number>;
}

/** Groups by São Paulo creation day, store and stored status, folded from group_count_changes (migration 0010). */
export interface GroupCountsDailyTable {
  /** yyyy-mm-dd as text: a date column read without a time zone shift. */
  day: ColumnType<string, string, string>;
  store_id: string;
  status: string;
  groups: number;
}

/** One +1/−1 per created, deleted or re-statused group, appended by a trigger until the job folds it. */
export interface GroupCountChangesTable {
  id: Generated<number>;
  day: ColumnType<string, string, string>;
  store_id: string;
  status: string;
  delta: number;
}

export interface JobRunsTable {
  name: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  outcome: 'ran' | 'failed';
  error: string | null;
  /** When a run last succeeded (migration 0024): kept through failures, for the metrics' alert on a stuck job. */
  last_succeeded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface GlobalSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

/** The lifecycle's statuses are the domain's (group-rules.ts). */
export type { GroupStatus };

export interface GroupsTable {
  id: Generated<number>;
  link_id: string;
  store_id: string;
  /** Null once the product was deleted: the group lives on its own copy of name, image and price. */
  product_id: number | null;
  product_name: string;
  product_image: string;
  product_price_cents: number;
  total_cents: number;
  number_of_quotas: number;
  creator_name: string;
  creator_email: string;
  creator_whatsapp: string;
  /** sha256 of the organizer token; the token itself is shown once and never stored. */
  organizer_token_hash: string;
  status: Generated<GroupStatus>;
  expires_at: Timestamp;
  created_at: Timestamp;
  closed_at: Timestamp | null;
  /** When the organizer extended the deadline (once, ADR 0031), and the deadline before it; null until then. */
  extended_at: Timestamp | null;
  original_expires_at: Timestamp | null;
  /** How it was rescued, decided when it completed (migration 0021, the domain's rescueKind); null: not rescued. */
  rescued_by: ColumnType<RescueKind | null, RescueKind | null | undefined, RescueKind | null>;
  /** When its and its payers' names and contacts were anonymised (migration 0028, ADR 0049); null: not yet. */
  anonymized_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The invite list: one row per name, in order; `name_key` is the trimmed lower-case name. */
export interface GroupInviteesTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  name_key: string;
  position: number;
  is_creator: boolean;
}

/** One reminder of a group's deadline, decided once (migration 0019): sent, or not for this group. */
export interface GroupRemindersTable {
  group_id: number;
  moment: ReminderMoment;
  outcome: 'sent' | 'skipped';
  decided_at: Timestamp;
}

export type PaymentMethod = 'card' | 'pix';
/**
 * reserved: the seat is held while the provider is asked (ADR 0034). processing: waiting for the
 * provider (a PIX charge not yet paid, a card under review). authorized: card approved, the quota
 * counts as paid. captured: the money was taken when the group completed. failed: refused, or a
 * reservation released. voided / refunded: given back (the group expired, or a refund made at the
 * provider). cancelled: a PIX charge that expired. charged_back: the payer's bank took it back.
 * disputed: the payer opened a dispute (the money is held; back to captured if the store wins).
 */
export type PaymentStatus = 'reserved' | 'processing' | 'authorized' | 'captured' | 'failed' | 'voided' | 'refunded' | 'cancelled' | 'charged_back' | 'disputed';

/** A call the provider still owes a committed change: capture a card, void it, refund money, cancel a PIX charge. */
export type ProviderDue = 'capture' | 'void' | 'refund' | 'cancel';

export interface PaymentsTable {
  id: Generated<number>;
  group_id: number;
  seat_key: string;
  name: string;
  email: string;
  whatsapp: string;
  method: PaymentMethod;
  installments: number;
  amount_cents: number;
  installment_cents: number;
  status: PaymentStatus;
  provider: string;
  /** Juntaí's reference, fixed at the reservation: the provider's idempotency keys and external reference. */
  reference: string;
  /** The provider's id of the payment once it answered (the reference until then). */
  provider_reference: string;
  pix_txid: string | null;
  pix_copia_e_cola: string | null;
  pix_expires_at: Timestamp | null;
  /** When the money was collected (card authorised, PIX confirmed); kept after a void or refund. */
  paid_at: Timestamp | null;
  /** When the money became the store's (card captured at completion, PIX confirmed): GMV counts from it. */
  captured_at: Timestamp | null;
  /** The organizer paid this quota for someone on the list (a rescue of a group short of payers; migration 0022). */
  covered_by_organizer: Generated<boolean>;
  /** What the provider still has to be told about a committed change (migration 0022, ADR 0034); null: nothing. */
  provider_due: ProviderDue | null;
  /** How many times the call in `provider_due` failed (migration 0026); it stops being repeated at a bound. */
  provider_due_attempts: Generated<number>;
  /** Why the call in `provider_due` last failed, and since when it fails (migration 0036); null while it has not. */
  provider_due_error: string | null;
  provider_due_failing_since: Timestamp | null;
  /** When the reconciliation last asked the provider about money already taken (migration 0026). */
  provider_checked_at: Timestamp | null;
  /** sha256 of the payer token handed to the browser with a 201 join (migration 0016); null before, or when declined. */
  payer_token_hash: string | null;
  /** The client address (IPv4, or IPv6 /64) the join came from (migration 0027); null on older rows. */
  client_address: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The first answer of each Idempotency-Key, replayed to a retry. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  request_hash: string;
  status_code: number;
  response: Json<unknown>;
  created_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** The body as structure (migration 0018; services/email/content.ts reads it), rendered to HTML when sent. */
  content: ColumnType<unknown, string | null | undefined, never>;
  dedupe_key: string | null;
  status: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
  /** Taken by a sender until then (migration 0012); null when no sender holds it. */
  claimed_until: Timestamp | null;
  /** Not delivered from then on (migration 0019, a reminder): the sender drops it; null for most. */
  send_before: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The request that queued it (migration 0024), logged with its attempts; null for a job's. */
  request_id: ColumnType<string | null, string | null | undefined, never>;
  /** When the retention job emptied the body and the address (migration 0028); null: not yet. */
  body_pruned_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A provider call still due after failing (migration 0024): its attempts and last reason. */
export type UserRole = 'super_admin' | 'merchant';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: UserRole;
  store_id: string | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  created_at: Timestamp;
  /** Last time the session was used; expiry slides from it (at most once a minute, see sessions.ts). */
  last_seen_at: Timestamp;
}

/**
 * Attempts per key (login by address, by account…) in fixed windows (services/auth/attempts.ts), or
 * failures of a login pair with their latest time (login-delays.ts). Pruned after a day by a job.
 */
export interface RateLimitHitsTable {
  key: string;
  /** When the fixed window started, or for a `login:par:` key when its latest failure came. */
  window_start: Timestamp;
  hits: number;
}

/** A card the provider declined (migration 0027): counted per client address and per payer e-mail. */
export interface CardDeclinesTable {
  /** bigserial: text as the driver reads it. */
  id: Generated<string>;
  client_address: string;
  /** The payer's e-mail, trimmed and lower-cased. */
  email_key: string;
  declined_at: Timestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** One-time proofs that a shopper owns an organizer e-mail (dashboard access from another device). */
export interface OrganizerProofsTable {
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** "Meus Grupos" from another device: a session bound to an organizer e-mail proved by a one-time link. */
export interface DashboardSessionsTable {
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Single-use links to choose the password of an account someone else prepared. */
export interface AccountInvitationsTable {
  token_hash: string;
  kind: 'merchant' | 'operator_setup';
  store_id: string | null;
  email: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** A live installation's merchant sign-up waiting for its e-mail to be confirmed (migration 0035, ADR 0056). */
export interface MerchantSignupsTable {
  token_hash: string;
  email: string;
  name: string;
  store_name: string | null;
  password_hash: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Append-only record of the operator's changes (services/operator/audit.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  at: Timestamp;
}

/** An erasure waiting for the person's groups still active to end (migration 0032, ADR 0053). */
export interface PendingErasuresTable {
  email_key: string;
  alias: string;
  requested_at: Timestamp;
}

export interface Database {
  pending_erasures: PendingErasuresTable;
  audit_log: AuditLogTable;
  account_invitations: AccountInvitationsTable;
  merchant_signups: MerchantSignupsTable;
  dashboard_sessions: DashboardSessionsTable;
  app_meta: AppMetaTable;
  plans: PlansTable;
  stores: StoresTable;
  partners: PartnersTable;
  categories: CategoriesTable;
  occasions: OccasionsTable;
  products: ProductsTable;
  global_settings: GlobalSettingsTable;
  job_runs: JobRunsTable;
  group_counts_daily: GroupCountsDailyTable;
  group_count_changes: GroupCountChangesTable;
  groups: GroupsTable;
  group_invitees: GroupInviteesTable;
  group_reminders: GroupRemindersTable;
  payments: PaymentsTable;
  idempotency_keys: IdempotencyKeysTable;
  email_outbox: EmailOutboxTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limit_hits: RateLimitHitsTable;
  card_declines: CardDeclinesTable;
  password_resets: PasswordResetsTable;
  organizer_proofs: OrganizerProofsTable;
  store_api_keys: StoreApiKeysTable;
  store_webhooks: StoreWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  widget_daily_stats: WidgetDailyStatsTable;
}

export type ProductRow = Selectable<ProductsTable>;
export type GroupRow = Selectable<GroupsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
