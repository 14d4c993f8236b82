import { and, eq } from 'drizzle-orm';
import { PLATFORM_NAMES } from '@common/schemas/platforms';
import type { AppContext } from '@server/app-context';
import { aiResponses, reviews } from '@server/db/schema';
import { withAccessToken } from '@server/domains/platforms/connection-access';
import { sameReply } from './same-reply';
import { statusReasonColumns } from './status-reason';

export type ModerationOutcome =
  | 'published'
  /** Still in the platform's moderation: look again later. */
  | 'pending'
  | 'rejected'
  /** Not ours to judge any more: the reply was deleted or replaced on the platform, or the review is gone. */
  | 'moved-on';

/**
 * A posted reply is public only once the platform's moderation lets it through. A rejected one goes back
 * to the owner as failed, with the platform's reason, so they can edit it and approve it again; the review
 * is no longer counted as answered.
 */
export async function checkReplyModeration(ctx: AppContext, responseId: string): Promise<ModerationOutcome> {
  const { db } = ctx.database;
  const [found] = await db
    .select({ response: aiResponses, review: reviews })
    .from(aiResponses)
    .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
    .where(and(eq(aiResponses.id, responseId), eq(aiResponses.status, 'posted')));
  if (!found?.review.connectionId) return 'moved-on';
  const { response, review } = found;

  const current = await withAccessToken(ctx, review.connectionId!, (adapter, accessToken) => adapter.getReview(accessToken, review.platformReviewId));
  const reply = current?.reply;
  if (!reply || !sameReply(reply.text, response.responseText)) return 'moved-on';
  if (reply.state !== 'rejected') return reply.state;

  const platform = PLATFORM_NAMES[review.platform];
  const why = reply.policyViolation ? ` (${reply.policyViolation})` : '';
  const reason = `${platform} did not publish this reply${why}. Edit it and approve again.`;
  await db.transaction(async (tx) => {
    await tx
      .update(aiResponses)
      .set({
        status: 'failed',
        ...statusReasonColumns({ reason, reasonCode: { code: 'moderationRejected', params: { platform: review.platform, violation: reply.policyViolation } } }),
        postedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(aiResponses.id, responseId), eq(aiResponses.status, 'posted')));
    await tx.update(reviews).set({ platformReplyText: null, platformReplyAt: null, updatedAt: new Date() }).where(eq(reviews.id, review.id));
  });
  return 'rejected';
}
