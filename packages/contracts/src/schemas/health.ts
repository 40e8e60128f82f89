import { z } from 'zod';

export const healthSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), up: z.boolean() }),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
