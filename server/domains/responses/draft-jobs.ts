import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { JobDefinition } from '@server/jobs/queue';
import { notifyForNewReviews, notifyResponseGenerated } from '@server/domains/notifications/notify-review';
import { aiResponses } from '@server/db/schema';
import { inArray } from 'drizzle-orm';
import { autoApproveDrafted } from './auto-approve.service';
import { draftMissingForUser } from './drafts.service';

/** Drafts a reply for every review of the user that has none (after an import); one at a time per user. */
export const draftMissingJob = (ctx: AppContext) =>
  ({
    name: 'draft-missing',
    payload: z.object({ userId: z.string().uuid() }),
    retryLimit: 3,
    retryDelaySeconds: 10,
    concurrency: 2,
    run: async ({ userId }) => {
      const drafted = await draftMissingForUser(ctx, userId);
      if (drafted.length === 0) return;
      // Every review drafted here is new to us: tell the owner, then let auto-approval take what it may.
      const reviewIds = await ctx.database.db.select({ id: aiResponses.reviewId }).from(aiResponses).where(inArray(aiResponses.id, drafted));
      await notifyForNewReviews(ctx, reviewIds.map((row) => row.id));
      await autoApproveDrafted(ctx, drafted);
      await notifyResponseGenerated(ctx, drafted);
    },
  }) satisfies JobDefinition<z.ZodObject<{ userId: z.ZodString }>>;

/** Queues drafting for a user's new reviews; one queued job per user is enough, it drafts all of them. */
export const queueDrafts = (ctx: AppContext, userId: string) => ctx.jobs.send(draftMissingJob(ctx), { userId }, { singletonKey: userId });
