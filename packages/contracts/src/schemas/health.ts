import { z } from 'zod';

export const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), up: z.boolean() }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** One readiness check: does the part answer now? */
export const readinessCheckSchema = z.enum(['up', 'down']);

/**
 * `GET /api/ready` (issue 20, ADR 029): whether this instance should get traffic. 200 when every
 * part it needs answers: the database, Redis when REDIS_URL is set, the file storage (the data
 * folder or a bucket); 503 naming the part that did not, and 503 while the instance shuts down.
 */
export const readySchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'not-ready', 'shutting-down']),
  checks: z.object({
    database: readinessCheckSchema,
    redis: readinessCheckSchema.optional(),
    storage: readinessCheckSchema.optional(),
  }),
  /**
   * With REDIS_URL (ADR 034): `shared` while the rate limits and the live channel's socket cap count
   * in Redis for every instance, `local-fallback` while Redis does not answer and this instance
   * counts on its own (the limits still hold, per instance).
   */
  rateLimits: z.enum(['shared', 'local-fallback']).optional(),
  /**
   * SMS codes of the last hour (issue 40, ADR 046): `alarm` when more than twice as many were sent
   * as were verified (SMS pumping: someone makes the site send codes to numbers that pay them).
   * An alarm does not make the instance unready; it is for whoever watches.
   */
  sms: z.object({ sent: z.number().int(), verified: z.number().int(), alarm: z.boolean() }).optional(),
});
export type Ready = z.infer<typeof readySchema>;
