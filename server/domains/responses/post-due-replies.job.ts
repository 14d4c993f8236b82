import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '@server/app-context';
import { aiResponses } from '@server/db/schema';
import type { JobDefinition } from '@server/jobs/queue';
import { claimable } from './post-reply.service';
import { postReplyJob } from './post-reply.job';

/** Replies handed to the posting workers per round; a backlog larger than this goes out over the next rounds. */
const PER_ROUND = 5_000;
/**
 * How often the workers look for replies to hand out. With the claim lease (30 s), it bounds how long
 * the replies of a worker that died wait for another: its claims run out, the next round hands them on.
 */
export const DUE_REPLIES_EVERY_SECONDS = 15;

/**
 * Hands every approved reply that could be posted now to the posting workers: an auto-approved one whose
 * time has come, and any whose claim ran out (its worker died, or a busy platform's pause is over), an
 * owner's approval included. The schedule lives on the reply itself (scheduledFor), so it survives
 * restarts and a switch turned off takes a post back simply by resetting it; posting claims each reply,
 * so a reply handed out twice, or already queued, is still posted once.
 */
export async function queueDueReplies(ctx: AppContext): Promise<number> {
  const due = await ctx.database.db
    .select({ id: aiResponses.id, claimRanOut: sql<boolean>`${aiResponses.postingClaimedAt} IS NOT NULL` })
    .from(aiResponses)
    .where(claimable(ctx))
    .orderBy(asc(aiResponses.scheduledFor))
    .limit(PER_ROUND);
  await ctx.jobs.sendMany(
    postReplyJob(ctx),
    // A reply whose claim ran out was on its way already (its worker died, or it waited out a busy
    // platform): it goes before the backlog queued since, or a dead worker's replies would wait for all of it.
    due.map((row) => ({ payload: { responseId: row.id }, singletonKey: row.id, ...(row.claimRanOut ? { priority: 1 } : {}) })),
  );
  return due.length;
}

export const postDueRepliesJob = (ctx: AppContext) =>
  ({
    name: 'post-due-replies',
    payload: z.object({}).passthrough(),
    retryLimit: 0,
    retryDelaySeconds: 0,
    everySeconds: DUE_REPLIES_EVERY_SECONDS,
    run: async () => {
      await queueDueReplies(ctx);
    },
  }) satisfies JobDefinition<z.ZodObject<Record<string, never>>>;
