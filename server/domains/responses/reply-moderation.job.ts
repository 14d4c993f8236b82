import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import type { JobDefinition } from '@server/jobs/queue';
import { checkReplyModeration } from './reply-moderation.service';

const MINUTE_MS = 60_000;
/** When to look at a posted reply's moderation, counted from the post; after the last look we stop asking. */
export const MODERATION_CHECKS_MS = [10 * MINUTE_MS, 60 * MINUTE_MS, 6 * 60 * MINUTE_MS, 24 * 60 * MINUTE_MS];

const payload = z.object({ responseId: z.string().uuid(), round: z.number().int().min(0) });

export const replyModerationJob = (ctx: AppContext) =>
  ({
    name: 'check-reply-moderation',
    payload,
    retryLimit: 3,
    retryDelaySeconds: 300,
    run: async ({ responseId, round }) => {
      const outcome = await checkReplyModeration(ctx, responseId);
      if (outcome === 'pending') await scheduleModerationCheck(ctx, responseId, round + 1);
    },
  }) satisfies JobDefinition<typeof payload>;

/** Queues a look at the reply's moderation; `round` indexes MODERATION_CHECKS_MS. */
export async function scheduleModerationCheck(ctx: AppContext, responseId: string, round = 0) {
  const delay = MODERATION_CHECKS_MS[round];
  if (delay === undefined) return;
  const previous = MODERATION_CHECKS_MS[round - 1] ?? 0;
  await ctx.jobs.send(replyModerationJob(ctx), { responseId, round }, { startAfter: new Date(Date.now() + delay - previous) });
}
