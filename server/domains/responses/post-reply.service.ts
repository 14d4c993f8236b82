import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { aiResponses, reviews } from '@server/db/schema';
import { withAccessToken } from '@server/domains/platforms/connection-access';
import { PlatformError } from '@server/domains/platforms/platform';
import { replyToPost } from './reply-guardrails';

/** How long one worker may hold a reply while posting it before another may take over. */
export const CLAIM_LEASE = sql`interval '5 minutes'`;

export type PostOutcome =
  | { outcome: 'posted' }
  /** Not approved any more, already posted, or another worker holds it: nothing to do. */
  | { outcome: 'skipped' }
  /** The review moved on (answered on the platform, edited): back to pending for the owner. */
  | { outcome: 'returned'; reason: string }
  | { outcome: 'failed'; reason: string }
  /** The platform was busy or down: try again later. */
  | { outcome: 'retry'; reason: string };

const sameReply = (a: string, b: string) => {
  // Google may read a reply back inside its translation envelope (platform-apis.md A.4, A.7); the adapter
  // has already taken our words out of it. A prefix match would take the owner's own "Thanks!" for ours.
  const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
  return normalise(a) === normalise(b);
};

/**
 * Posts an approved reply exactly once. A lease claim keeps racing approvals and workers from posting
 * twice; the review is read again from the platform first, so a reply the owner already wrote there,
 * or a review edited since the draft, is never overwritten.
 */
export async function postApprovedReply(ctx: AppContext, responseId: string, options: { lastAttempt?: boolean } = {}): Promise<PostOutcome> {
  const { db } = ctx.database;
  const [claimed] = await db
    .update(aiResponses)
    .set({ postingClaimedAt: new Date(), postAttempts: sql`${aiResponses.postAttempts} + 1` })
    .where(
      and(
        eq(aiResponses.id, responseId),
        eq(aiResponses.status, 'approved'),
        // An auto-approved reply waits for its time, whoever asks to post it earlier.
        or(isNull(aiResponses.scheduledFor), lte(aiResponses.scheduledFor, ctx.clock.now())),
        or(isNull(aiResponses.postingClaimedAt), lt(aiResponses.postingClaimedAt, sql`now() - ${CLAIM_LEASE}`)),
      ),
    )
    .returning();
  if (!claimed) return { outcome: 'skipped' };

  const settle = async (status: 'posted' | 'pending' | 'failed' | 'approved', reason: string | null) => {
    await db
      .update(aiResponses)
      .set({ status, statusReason: reason, postingClaimedAt: null, updatedAt: new Date(), ...(status === 'posted' ? { postedAt: new Date() } : {}) })
      .where(eq(aiResponses.id, responseId));
  };

  const [review] = await db.select().from(reviews).where(eq(reviews.id, claimed.reviewId));
  if (!review?.connectionId) {
    const reason = 'The review is no longer connected to its platform. Reconnect the platform and approve again.';
    await settle('failed', reason);
    return { outcome: 'failed', reason };
  }

  // Design §5: the guardrails once more, with today's settings and against what is already public.
  // Only auto-approval sets a time to post, so a reply without one is the owner's own approval.
  const postable = await replyToPost(ctx, review, { text: claimed.responseText, language: claimed.language, tone: claimed.tone }, { autoApproved: claimed.scheduledFor !== null });
  if (!postable.ok) {
    const reason = `Not posted: ${postable.reason} Edit the reply and approve again.`;
    await settle('pending', reason);
    return { outcome: 'returned', reason };
  }
  const replyText = postable.text;
  if (replyText !== claimed.responseText) {
    // Stored before posting, so a crash in between still recognises its own reply on the platform.
    await db.update(aiResponses).set({ responseText: replyText, updatedAt: new Date() }).where(eq(aiResponses.id, responseId));
  }

  try {
    return await withAccessToken(ctx, review.connectionId, async (adapter, accessToken) => {
      const current = await adapter.getReview(accessToken, review.platformReviewId);
      if (!current) {
        const reason = 'The review no longer exists on the platform.';
        await settle('failed', reason);
        return { outcome: 'failed', reason } as const;
      }
      const markReplied = (text: string, at: Date) =>
        db.update(reviews).set({ platformReplyText: text, platformReplyAt: at, updatedAt: new Date() }).where(eq(reviews.id, review.id));
      if (current.reply) {
        await markReplied(current.reply.text, current.reply.updatedAt);
        if (sameReply(current.reply.text, replyText)) {
          // Our own earlier attempt got through before we could record it.
          await settle('posted', null);
          return { outcome: 'posted' } as const;
        }
        const reason = 'The review already has a reply on the platform, so nothing was posted.';
        await settle('pending', reason);
        return { outcome: 'returned', reason } as const;
      }
      if (current.text !== review.reviewText || current.rating !== review.rating) {
        await db
          .update(reviews)
          .set({ reviewText: current.text, rating: current.rating, platformUpdatedAt: current.updatedAt, updatedAt: new Date() })
          .where(eq(reviews.id, review.id));
        const reason = 'The review was edited after this reply was written. Check the reply and approve again.';
        await settle('pending', reason);
        return { outcome: 'returned', reason } as const;
      }
      const posted = await adapter.postReply(accessToken, review.platformReviewId, replyText);
      await markReplied(replyText, posted.updatedAt);
      await settle('posted', null);
      return { outcome: 'posted' } as const;
    });
  } catch (error) {
    const reason = error instanceof PlatformError ? error.message : 'Posting failed unexpectedly.';
    if (error instanceof PlatformError && error.transient && !options.lastAttempt) {
      await settle('approved', reason);
      return { outcome: 'retry', reason };
    }
    await settle('failed', reason);
    return { outcome: 'failed', reason };
  }
}
