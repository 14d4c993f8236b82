import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { aiResponses } from '@server/db/schema';
import { HttpError, notFound } from '@server/http/errors';
import { postReplyJob } from './post-reply.job';
import { postApprovedReply } from './post-reply.service';
import { statusReasonColumns } from './status-reason';

const APPROVABLE = ['pending', 'failed'] as const;
/** A bulk approval posts this many at once and leaves the rest to the worker. */
const INLINE_POSTS = 50;
const INLINE_CONCURRENCY = 4;
const RETRY_AFTER_MS = 30_000;

async function currentResponse(ctx: AppContext, userId: string, responseId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(aiResponses)
    .where(and(eq(aiResponses.id, responseId), eq(aiResponses.userId, userId)));
  if (!row) throw notFound('Response not found');
  return row;
}

/** Posts an approved reply now; a busy platform hands it to the queue, a refusal is an error answer. */
async function postNow(ctx: AppContext, userId: string, responseId: string) {
  const result = await postApprovedReply(ctx, responseId);
  if (result.outcome === 'retry') {
    await ctx.jobs.send(postReplyJob(ctx), { responseId }, { startAfter: new Date(Date.now() + RETRY_AFTER_MS), singletonKey: responseId });
  }
  if (result.outcome === 'failed') throw new HttpError(502, result.reason, undefined, undefined, result.reasonCode);
  if (result.outcome === 'returned') throw new HttpError(409, result.reason, undefined, undefined, result.reasonCode);
  return currentResponse(ctx, userId, responseId);
}

/**
 * Approve & Post: moves a pending (or failed) reply to approved and posts it at once. Approving a reply
 * that is already approved or posted answers its state, so a double click never posts twice.
 */
export async function approveResponse(ctx: AppContext, userId: string, responseId: string) {
  const response = await currentResponse(ctx, userId, responseId);
  if (response.status === 'rejected') throw new HttpError(409, 'This reply was rejected. Regenerate it to get a new one.');
  const [approved] = await ctx.database.db
    .update(aiResponses)
    .set({ status: 'approved', ...statusReasonColumns(null), scheduledFor: null, postAttempts: 0, updatedAt: new Date() })
    .where(and(eq(aiResponses.id, responseId), inArray(aiResponses.status, [...APPROVABLE])))
    .returning({ id: aiResponses.id });
  if (!approved && response.status !== 'approved') return response;
  return postNow(ctx, userId, responseId);
}

/** Approves the given replies that are pending (others are ignored) and posts them. */
export async function bulkApprove(ctx: AppContext, userId: string, responseIds: string[]) {
  const approved = await ctx.database.db
    .update(aiResponses)
    .set({ status: 'approved', ...statusReasonColumns(null), scheduledFor: null, postAttempts: 0, updatedAt: new Date() })
    .where(and(eq(aiResponses.userId, userId), inArray(aiResponses.id, responseIds), eq(aiResponses.status, 'pending')))
    .returning({ id: aiResponses.id });
  const ids = approved.map((row) => row.id);
  const inline = ids.slice(0, INLINE_POSTS);
  let failed = 0;
  for (let start = 0; start < inline.length; start += INLINE_CONCURRENCY) {
    const outcomes = await Promise.all(inline.slice(start, start + INLINE_CONCURRENCY).map((id) => postApprovedReply(ctx, id)));
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.outcome === 'failed' || outcome.outcome === 'returned') failed++;
      if (outcome.outcome === 'retry') await ctx.jobs.send(postReplyJob(ctx), { responseId: inline[start + index]! }, { startAfter: new Date(Date.now() + RETRY_AFTER_MS) });
    }
  }
  for (const responseId of ids.slice(INLINE_POSTS)) await ctx.jobs.send(postReplyJob(ctx), { responseId }, { singletonKey: responseId });
  return { approved: ids.length - failed, failed };
}

export async function rejectResponse(ctx: AppContext, userId: string, responseId: string) {
  const response = await currentResponse(ctx, userId, responseId);
  if (response.status === 'posted') throw new HttpError(409, 'This reply is already posted and cannot be rejected.');
  const [rejected] = await ctx.database.db
    .update(aiResponses)
    .set({ status: 'rejected', scheduledFor: null, updatedAt: new Date() })
    .where(and(eq(aiResponses.id, responseId), inArray(aiResponses.status, ['pending', 'failed', 'approved'])))
    .returning();
  return rejected ?? currentResponse(ctx, userId, responseId);
}
