import type { Database } from '@server/db/client';
import { HttpError } from '@server/http/errors';

export type RateLimitRule = { key: string; limit: number; windowMs: number };

/**
 * Counts one attempt against each rule in a fixed window kept in the database, so every instance
 * shares the count, and throws 429 with Retry-After when any rule is over its limit (with `tooMany` as
 * its message when the caller words it for its own users).
 */
export async function consumeRateLimits(database: Database, rules: RateLimitRule[], tooMany?: string) {
  let retryAfterSeconds = 0;
  for (const rule of rules) {
    const [row] = await database.query<{ count: number; window_start: Date | string }>(
      `INSERT INTO rate_limits (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN rate_limits.window_start <= now() - ($2 * interval '1 millisecond') THEN 1 ELSE rate_limits.count + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= now() - ($2 * interval '1 millisecond') THEN now() ELSE rate_limits.window_start END
       RETURNING count, window_start`,
      [rule.key, rule.windowMs],
    );
    if (row && row.count > rule.limit) {
      const windowEnds = new Date(row.window_start).getTime() + rule.windowMs;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((windowEnds - Date.now()) / 1000), 1);
    }
  }
  if (retryAfterSeconds > 0) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new HttpError(429, tooMany ?? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}
