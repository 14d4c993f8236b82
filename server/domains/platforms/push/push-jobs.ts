import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { JobDefinition } from '@server/jobs/queue';
import { queueDrafts } from '@server/domains/responses/draft-jobs';
import { PlatformError } from '../platform';
import { syncOneReview } from '../sync.service';

const payload = z.object({ connectionId: z.string().uuid(), platformReviewId: z.string().min(1) });
export type PushedReview = z.infer<typeof payload>;

/**
 * Fetches a review a platform pushed and drafts its reply. A job, so the webhook answers at once and a
 * platform that is briefly down is asked again instead of the push being lost: after 10-20 s, so one
 * blip still lands within the minute, then with doubling backoff for up to about 20 minutes; the
 * 3-hourly sync is the net under that.
 */
export const pushedReviewJob = (ctx: AppContext) =>
  ({
    name: 'pushed-review',
    payload,
    retryLimit: 6,
    retryDelaySeconds: 10,
    concurrency: 4,
    run: async ({ connectionId, platformReviewId }) => {
      let result;
      try {
        result = await syncOneReview(ctx, connectionId, platformReviewId);
      } catch (error) {
        // Asking again cannot help a connection that is gone, a grant that was revoked or an API that is
        // switched off: the sync reports those on the connection. A busy or broken platform is retried.
        if (error instanceof PlatformError && !error.transient) {
          console.warn(`Pushed review ${platformReviewId} of connection ${connectionId} not fetched: ${error.message}`);
          return;
        }
        throw error;
      }
      if (result.imported > 0) await queueDrafts(ctx, result.userId);
    },
  }) satisfies JobDefinition<typeof payload>;

/**
 * Queues the fetch of each pushed review; a review already waiting is not queued twice (a platform that
 * pushes the same event again, or created-then-updated in quick succession).
 */
export async function queuePushedReviews(ctx: AppContext, reviews: PushedReview[]) {
  const byKey = new Map(reviews.map((review) => [`${review.connectionId}:${review.platformReviewId}`, review]));
  await ctx.jobs.sendMany(pushedReviewJob(ctx), [...byKey].map(([singletonKey, review]) => ({ payload: review, singletonKey })));
}
