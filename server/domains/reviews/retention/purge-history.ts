import type { AppContext } from '@server/app-context';

/** Rows deleted per statement, so a large purge never holds one long lock. */
const DEFAULT_BATCH = 2000;

export type PurgeResult = { deletedReviews: number };

/**
 * Deletes, for each user with a retention period (30, 60 or 90 days; null keeps history forever), the
 * reviews that are finished and older than that period; their replies go with them (ON DELETE CASCADE).
 *
 * Finished: our reply was posted or rejected; or, without a reply of ours, the review was answered on
 * the platform itself or resolved offline. Never a review still waiting (no reply anywhere, a draft, a
 * failed post) nor one whose approved reply is scheduled to go out. A resolved-offline review with a
 * draft stays: Regenerate sets the flag too, so the draft may still be meant for posting.
 *
 * Older than the period: written before the cut-off, and finished before it too (posted, rejected,
 * answered or resolved), so a reply posted yesterday to an old review stays for the full period.
 */
export async function purgeExpiredHistory(
  ctx: Pick<AppContext, 'database'>,
  now: Date,
  options: { batchSize?: number } = {},
): Promise<PurgeResult> {
  const batch = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_BATCH));
  let deletedReviews = 0;
  for (;;) {
    const deleted = await ctx.database.query<{ id: string }>(
      `DELETE FROM reviews WHERE id IN (
         SELECT r.id
         FROM reviews r
         JOIN settings s ON s.user_id = r.user_id
         LEFT JOIN ai_responses a ON a.review_id = r.id
         WHERE s.history_retention_days IS NOT NULL
           AND r.reviewed_at < $1::timestamptz - make_interval(days => s.history_retention_days)
           AND (
             (a.status = 'posted' AND COALESCE(a.posted_at, a.updated_at) < $1::timestamptz - make_interval(days => s.history_retention_days))
             OR (a.status = 'rejected' AND a.updated_at < $1::timestamptz - make_interval(days => s.history_retention_days))
             OR (a.id IS NULL AND r.platform_reply_text IS NOT NULL
                 AND COALESCE(r.platform_reply_at, r.updated_at) < $1::timestamptz - make_interval(days => s.history_retention_days))
             OR (a.id IS NULL AND r.resolved_offline AND r.updated_at < $1::timestamptz - make_interval(days => s.history_retention_days))
           )
         LIMIT $2
       ) RETURNING id`,
      [now.toISOString(), batch],
    );
    deletedReviews += deleted.length;
    if (deleted.length < batch) return { deletedReviews };
  }
}
