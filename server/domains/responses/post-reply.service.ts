import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { aiResponses, reviews } from '@server/db/schema';
import { withAccessToken } from '@server/domains/platforms/connection-access';
import { PlatformError, publicReply } from '@server/domains/platforms/platform';
import { replyToPost } from './reply-guardrails';
import { scheduleModerationCheck } from './reply-moderation.job';
import { sameReply } from './same-reply';

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

type Settle = (status: 'posted' | 'pending' | 'failed' | 'approved', reason: string | null) => Promise<void>;
type ReviewRow = typeof reviews.$inferSelect;

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

  const settle: Settle = async (status, reason) => {
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
  const postable = await replyToPost(ctx, review, { text: claimed.responseText, language: claimed.language, tone: claimed.tone, editedByOwner: claimed.editedByOwner }, {
    autoApproved: claimed.scheduledFor !== null,
  });
  if (!postable.ok) {
    const reason = `Not posted: ${postable.reason} Edit the reply and approve again.`;
    await settle('pending', reason);
    return { outcome: 'returned', reason };
  }
  if (postable.text !== claimed.responseText) {
    // Stored before posting, so a crash in between still recognises its own reply on the platform.
    await db.update(aiResponses).set({ responseText: postable.text, updatedAt: new Date() }).where(eq(aiResponses.id, responseId));
  }

  const outcome = await postOnPlatform(ctx, { ...review, connectionId: review.connectionId }, postable.text, settle, options);
  if (outcome.outcome === 'posted') {
    // Posted is final for us; a look that cannot be queued only means a moderation rejection goes unseen.
    await scheduleModerationCheck(ctx, responseId).catch((error: Error) => console.warn(`Could not queue the moderation check: ${error.message}`));
  }
  return outcome;
}

/**
 * Reads the review again and posts the reply if nothing moved on there. A reply the platform's moderation
 * rejected is not public, so posting again replaces it.
 */
async function postOnPlatform(
  ctx: AppContext,
  review: ReviewRow & { connectionId: string },
  replyText: string,
  settle: Settle,
  options: { lastAttempt?: boolean },
): Promise<PostOutcome> {
  const { db } = ctx.database;
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
      const existing = publicReply(current);
      if (existing) {
        await markReplied(existing.text, existing.updatedAt);
        if (sameReply(existing.text, replyText)) {
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
