import type {
  AccountInvitationsTable, AuditLogTable, CategoriesTable, Database, EmailOutboxTable, GroupInviteesTable, GroupsTable,
  JobRunsTable, OccasionsTable, PartnersTable, PaymentsTable, PlansTable, ProductsTable, StoresTable,
  StoreWebhooksTable, UsersTable, WebhookDeliveriesTable,
} from './schema.ts';

/**
 * Every column of a table, written out. Statements name the columns they read instead of `select *` or
 * `returning *` (a lint rule forbids those in the server): an instance still running the previous
 * release then reads the same row shape after another instance's migration adds a column (ADR 0029).
 * The list is checked against the table's type, so a column added to `schema.ts` and not here does not
 * compile.
 */
function everyColumn<Table>() {
  return <const Columns extends ReadonlyArray<keyof Table & string>>(
    columns: Columns & ([Exclude<keyof Table & string, Columns[number]>] extends [never] ? unknown : { missing: Exclude<keyof Table & string, Columns[number]> }),
  ): Columns => columns;
}

/** The columns as `table.column`, for a statement that joins other tables. */
export function qualified<T extends keyof Database & string, C extends string>(table: T, columns: readonly C[]): Array<`${T}.${C}`> {
  return columns.map((column) => `${table}.${column}` as const);
}

export const groupColumns = everyColumn<GroupsTable>()([
  'id', 'link_id', 'store_id', 'product_id', 'product_name', 'product_image', 'product_price_cents', 'total_cents',
  'number_of_quotas', 'creator_name', 'creator_email', 'creator_whatsapp', 'organizer_token_hash', 'status',
  'expires_at', 'created_at', 'closed_at', 'extended_at', 'original_expires_at', 'rescued_by', 'anonymized_at',
]);

export const inviteeColumns = everyColumn<GroupInviteesTable>()(['id', 'group_id', 'name', 'name_key', 'position', 'is_creator']);

export const paymentColumns = everyColumn<PaymentsTable>()([
  'id', 'group_id', 'seat_key', 'name', 'email', 'whatsapp', 'method', 'installments', 'amount_cents',
  'installment_cents', 'status', 'provider', 'reference', 'provider_reference', 'pix_txid', 'pix_copia_e_cola', 'pix_expires_at',
  'paid_at', 'captured_at', 'covered_by_organizer', 'provider_due', 'provider_due_attempts', 'provider_due_error',
  'provider_due_failing_since', 'provider_checked_at', 'payer_token_hash',
  'client_address', 'created_at', 'updated_at',
]);

export const productColumns = everyColumn<ProductsTable>()([
  'id', 'name', 'description', 'price_cents', 'image', 'category', 'type', 'status', 'featured', 'partner_id',
  'commission_rate', 'tags', 'min_group_size', 'max_group_size', 'target_audience', 'store_id', 'external_id',
  'created_at', 'updated_at',
]);

export const storeColumns = everyColumn<StoresTable>()([
  'id', 'store_id', 'store_name', 'contact_email', 'plan_id', 'status', 'installed_at', 'button_text',
  'button_bg_color', 'button_text_color', 'onboarding_completed', 'site_url',
]);

export const userColumns = everyColumn<UsersTable>()(['id', 'email', 'name', 'password_hash', 'role', 'store_id', 'created_at']);

export const invitationColumns = everyColumn<AccountInvitationsTable>()([
  'token_hash', 'kind', 'store_id', 'email', 'expires_at', 'used_at', 'created_at',
]);

export const planColumns = everyColumn<PlansTable>()(['id', 'name', 'monthly_fee_cents', 'percentage_fee', 'description', 'active', 'created_at']);

export const partnerColumns = everyColumn<PartnersTable>()([
  'id', 'name', 'contact_email', 'website', 'commission_rate', 'description', 'categories', 'type', 'status', 'created_at',
]);

export const categoryColumns = everyColumn<CategoriesTable>()(['id', 'name', 'icon', 'target_audience', 'active']);

export const occasionColumns = everyColumn<OccasionsTable>()(['id', 'name', 'icon', 'featured', 'active', 'suggested_group_sizes']);

export const storeWebhookColumns = everyColumn<StoreWebhooksTable>()(['store_id', 'url', 'secret', 'updated_at']);

export const webhookDeliveryColumns = everyColumn<WebhookDeliveriesTable>()([
  'id', 'store_id', 'event', 'link_id', 'dedupe_key', 'body', 'status', 'attempts', 'response_code', 'last_error',
  'created_at', 'queued_at', 'last_attempt_at', 'next_attempt_at', 'request_id', 'body_pruned_at',
]);

export const outboxColumns = everyColumn<EmailOutboxTable>()([
  'id', 'to_address', 'subject', 'text_body', 'html_body', 'content', 'dedupe_key', 'status', 'attempts',
  'last_error', 'created_at', 'sent_at', 'claimed_until', 'send_before', 'request_id', 'body_pruned_at',
]);

export const jobRunColumns = everyColumn<JobRunsTable>()(['name', 'started_at', 'finished_at', 'outcome', 'error', 'last_succeeded_at']);

export const auditColumns = everyColumn<AuditLogTable>()([
  'id', 'actor_user_id', 'actor_email', 'action', 'entity', 'entity_id', 'before', 'after', 'at',
]);
