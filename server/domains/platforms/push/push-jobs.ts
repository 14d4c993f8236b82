import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { JobDefinition } from '@server/jobs/queue';
import { queueDrafts } from '@server/domains/responses/draft-jobs';
import { syncOneReview } from '../sync.service';

const payload = z.object({ connectionId: z.string().uuid(), platformReviewId: z.string().min(1) });

/**
 * Fetches a review a platform pushed and drafts its reply. A job, so the webhook answers at once and a
 * platform that is briefly down is asked again instead of the push being lost.
 */
export const pushedReviewJob = (ctx: AppContext) =>
  ({
    name: 'pushed-review',
    payload,
    retryLimit: 5,
    retryDelaySeconds: 30,
    concurrency: 4,
    run: async ({ connectionId, platformReviewId }) => {
      const result = await syncOneReview(ctx, connectionId, platformReviewId);
      if (result.imported > 0) await queueDrafts(ctx, result.userId);
    },
  }) satisfies JobDefinition<typeof payload>;
