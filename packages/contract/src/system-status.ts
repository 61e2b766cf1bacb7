import { z } from 'zod';

/** What every failing item says: still tried or given up, attempts so far, the last reason, and since when. */
const failingItem = {
  state: z.enum(['retrying', 'given_up']),
  attempts: z.number().int(),
  reason: z.string(),
  /** Queued (an e-mail, a webhook) or first failed (a provider call) at; `age_seconds` is counted from it. */
  since: z.string(),
  age_seconds: z.number().int(),
};

/** GET /api/super-admin/status: real readings of the running system for the settings screen's panel. */
export const systemStatusSchema = z.object({
  success: z.literal(true),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    /** `select version()`. */
    version: z.string(),
    migrations: z.array(z.object({ name: z.string(), applied_at: z.string() })),
  }),
  /** The last run of each background job, on any instance; null when it has not run yet. */
  jobs: z.array(z.object({
    name: z.string(),
    label: z.string(),
    interval_seconds: z.number(),
    last_run: z.object({ started_at: z.string(), finished_at: z.string(), outcome: z.enum(['ran', 'failed']), error: z.string().nullable() }).nullable(),
  })),
  emails: z.object({ pending: z.number().int(), failed: z.number().int(), smtp_configured: z.boolean() }),
  /**
   * The address e-mailed links are built on: PUBLIC_BASE_URL when set (the 'URL base do app' setting is
   * then not used), else this server's own http://localhost:PORT, which a non-empty app_base_url replaces.
   */
  links: z.object({ server_base_url: z.string(), public_base_url_set: z.boolean() }),
  payment_provider: z.string(),
  /**
   * The queued work that is failing now, newest first (at most 20 of each): e-mails, store webhook
   * deliveries, and provider calls (capture, void, refund, cancel; retried every minute until given up).
   */
  failing: z.object({
    emails: z.array(z.object({ id: z.number().int(), subject: z.string(), ...failingItem })),
    webhooks: z.array(z.object({ id: z.number().int(), store_id: z.string(), event: z.string(), link_id: z.string(), ...failingItem })),
    provider_calls: z.array(z.object({
      payment_id: z.number().int(), group_id: z.number().int(), call: z.enum(['capture', 'void', 'refund', 'cancel']), ...failingItem,
    })),
  }),
  /**
   * Provider calls (a capture, void, refund or PIX cancel) that failed so many times they are no longer
   * repeated: each needs the operator, in the provider's panel. Zero when all is well.
   */
  payments: z.object({ provider_calls_stopped: z.number().int() }),
  /**
   * Card joins of the last 24 hours and how many the provider declined: a decline rate far above the
   * usual few percent is someone testing cards (each client is stopped after 5 declines in an hour).
   * `decline_rate` is a fraction (0 to 1), null when there were no card joins.
   */
  card_declines: z.object({ attempts_24h: z.number().int(), declines_24h: z.number().int(), decline_rate: z.number().nullable() }),
  app: z.object({ version: z.string(), uptime_seconds: z.number().int(), node: z.string() }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
