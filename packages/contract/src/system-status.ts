import { z } from 'zod';

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
   * Card joins of the last 24 hours and how many the provider declined: a decline rate far above the
   * usual few percent is someone testing cards (each client is stopped after 5 declines in an hour).
   * `decline_rate` is a fraction (0 to 1), null when there were no card joins.
   */
  card_declines: z.object({ attempts_24h: z.number().int(), declines_24h: z.number().int(), decline_rate: z.number().nullable() }),
  app: z.object({ version: z.string(), uptime_seconds: z.number().int(), node: z.string() }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
