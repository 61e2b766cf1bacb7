import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  time: z.string(),
});

/** GET /api/health/ready: 200 when this instance can take traffic, else 503 with what is wrong (in Portuguese). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** Present when not ready. */
  detail: z.string().optional(),
  problems: z.array(z.string()),
});
