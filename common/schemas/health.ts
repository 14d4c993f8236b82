import { z } from 'zod';

/** GET /healthz: the process is alive and serving HTTP (nothing else is checked). */
export const ZLivenessSchema = z.object({ status: z.literal('ok') });
export type TLiveness = z.infer<typeof ZLivenessSchema>;

/**
 * GET /readyz: 200 when the database answers and every migration of this build is applied, else 503
 * naming the check that failed, so a load balancer sends this instance no traffic.
 */
export const ZReadinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** `unreachable` also covers a database that did not answer within the check's time limit. */
  database: z.enum(['ok', 'unreachable']),
  /** `unknown` when the database could not be asked. */
  migrations: z.enum(['applied', 'pending', 'unknown']),
});
export type TReadiness = z.infer<typeof ZReadinessSchema>;
