import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { JobDefinition } from '@server/jobs/queue';
import { postApprovedReply } from './post-reply.service';

/**
 * Posts one approved reply. A busy platform pauses the reply with growing delays (30 s, 1 min, 2 min …)
 * and the job fails, so the queue tries again after the pause (so may a round of due replies).
 */
export const postReplyJob = (ctx: AppContext) =>
  ({
    name: 'post-reply',
    payload: z.object({ responseId: z.string().uuid() }),
    retryLimit: 5,
    retryDelaySeconds: 30,
    concurrency: 4,
    run: async ({ responseId }, { lastAttempt }) => {
      const result = await postApprovedReply(ctx, responseId, { lastAttempt });
      if (result.outcome === 'retry') throw new Error(result.reason);
    },
  }) satisfies JobDefinition<z.ZodObject<{ responseId: z.ZodString }>>;
