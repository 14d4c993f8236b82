import { and, asc, eq, isNull, lte, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import { aiResponses } from '@server/db/schema';
import type { JobDefinition } from '@server/jobs/queue';
import { CLAIM_LEASE } from './post-reply.service';
import { postReplyJob } from './post-reply.job';

/** Replies handed to the posting workers per round; a backlog larger than this goes out over the next rounds. */
const PER_ROUND = 5_000;

/**
 * Hands every auto-approved reply whose time has come to the posting workers. The schedule lives on the
 * reply itself (scheduledFor), so it survives restarts and a switch turned off takes a post back simply
 * by resetting it; posting claims each reply, so a reply handed out twice is still posted once.
 */
export async function queueDueReplies(ctx: AppContext): Promise<number> {
  const due = await ctx.database.db
    .select({ id: aiResponses.id })
    .from(aiResponses)
    .where(
      and(
        eq(aiResponses.status, 'approved'),
        lte(aiResponses.scheduledFor, ctx.clock.now()),
        or(isNull(aiResponses.postingClaimedAt), lt(aiResponses.postingClaimedAt, sql`now() - ${CLAIM_LEASE}`)),
      ),
    )
    .orderBy(asc(aiResponses.scheduledFor))
    .limit(PER_ROUND);
  await ctx.jobs.sendMany(
    postReplyJob(ctx),
    due.map((row) => ({ payload: { responseId: row.id }, singletonKey: row.id })),
  );
  return due.length;
}

export const postDueRepliesJob = (ctx: AppContext) =>
  ({
    name: 'post-due-replies',
    payload: z.object({}).passthrough(),
    retryLimit: 0,
    retryDelaySeconds: 0,
    // pg-boss's finest schedule: a scheduled reply goes out within a minute of its time.
    cron: '* * * * *',
    run: async () => {
      await queueDueReplies(ctx);
    },
  }) satisfies JobDefinition<z.ZodObject<Record<string, never>>>;
