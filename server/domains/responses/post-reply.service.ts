import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { aiResponses, reviews } from '@server/db/schema';
import { describeFinding } from '@server/domains/assistant/guardrails/describe-finding';
import { withAccessToken } from '@server/domains/platforms/connection-access';
import { PlatformError, publicReply } from '@server/domains/platforms/platform';
import { platformProblem } from '@server/domains/platforms/platform-problem';
import { replyToPost } from './reply-guardrails';
import { scheduleModerationCheck } from './reply-moderation.job';
import { sameReply } from './same-reply';
import { statusReasonColumns, type StatusReason } from './status-reason';

/**
 * How long a claim on a reply holds unless renewed. The process posting it renews it every third of
 * that, so a slow platform never loses it, while the claims of a process that died (kill -9, a lost
 * machine) run out within this and the next round of due replies hands them to another worker.
 */
export const CLAIM_LEASE_SECONDS = 30;
const CLAIM_LEASE = sql.raw(`interval '${CLAIM_LEASE_SECONDS} seconds'`);
const RENEW_EVERY_MS = (CLAIM_LEASE_SECONDS * 1000) / 3;
/**
 * Tries of one approval (counted on the reply, reset by approving) before a busy platform's failure is
 * final: the job's own retries and the rounds of due replies count alike.
 */
export const POST_ATTEMPTS = 6;
/** After a busy platform the reply waits 30 s, then 1, 2, 4 and 8 minutes before it is tried again. */
const BUSY_PAUSE_SECONDS = { first: 30, longest: 480 };

/** An approved reply that nobody holds now (or whose holder's lease ran out), and whose time, if any, has come. */
export const claimable = (ctx: Pick<AppContext, 'clock'>) =>
  and(
    eq(aiResponses.status, 'approved'),
    // An auto-approved reply waits for its time, whoever asks to post it earlier.
    or(isNull(aiResponses.scheduledFor), lte(aiResponses.scheduledFor, ctx.clock.now())),
    or(isNull(aiResponses.postingClaimedAt), lt(aiResponses.postingClaimedAt, sql`now() - ${CLAIM_LEASE}`)),
  );

/**
 * A claim that holds for the pause after a busy platform: dated so that its lease runs out when the
 * pause does. The reply is then claimable again, so neither the next round of due replies nor a
 * second approval tries it earlier. The pause grows with the attempts.
 */
function pausedClaim(attempts: number) {
  const pause = Math.min(BUSY_PAUSE_SECONDS.first * 2 ** Math.max(0, attempts - 1), BUSY_PAUSE_SECONDS.longest);
  return sql`now() + make_interval(secs => ${pause - CLAIM_LEASE_SECONDS}::int)`;
}

/**
 * Renews this process's claim while it posts the reply; `held` renews it at once and answers whether it is
 * still this claim (a process that stalled past its lease has lost it); `release` stops renewing before the
 * claim is settled.
 */
function keepClaim(ctx: AppContext, responseId: string, claimId: string) {
  const renew = () =>
    ctx.database.db
      .update(aiResponses)
      .set({ postingClaimedAt: sql`now()` })
      .where(and(eq(aiResponses.id, responseId), eq(aiResponses.status, 'approved'), eq(aiResponses.postingClaim, claimId)))
      .returning({ id: aiResponses.id });
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // A missed renewal costs nothing while the next one comes within the lease.
    renewing = renew().catch((error: Error) => console.warn(`Could not renew the claim on reply ${responseId}: ${error.message}`));
  }, RENEW_EVERY_MS).unref();
  return {
    held: async () => (await renew()).length > 0,
    release: async () => {
      clearInterval(timer);
      await renewing;
    },
  };
}

export type PostOutcome =
  | { outcome: 'posted' }
  /** Not approved any more, already posted, or another worker holds it: nothing to do. */
  | { outcome: 'skipped' }
  /** The review moved on (answered on the platform, edited): back to pending for the owner. */
  | ({ outcome: 'returned' } & StatusReason)
  | ({ outcome: 'failed' } & StatusReason)
  /** The platform was busy or down: try again later. */
  | ({ outcome: 'retry' } & StatusReason);

type Settle = (status: 'posted' | 'pending' | 'failed' | 'approved', why: StatusReason | null) => Promise<void>;
interface Claim {
  settle: Settle;
  held: () => Promise<boolean>;
}
type ReviewRow = typeof reviews.$inferSelect;

/**
 * Posts an approved reply exactly once. A lease claim keeps racing approvals and workers from posting
 * twice; the review is read again from the platform first, so a reply the owner already wrote there,
 * or a review edited since the draft, is never overwritten.
 */
export async function postApprovedReply(ctx: AppContext, responseId: string, options: { lastAttempt?: boolean } = {}): Promise<PostOutcome> {
  const { db } = ctx.database;
  // The database's clock dates the claim, as it judges the lease: the instances' clocks may differ.
  const [claimed] = await db
    .update(aiResponses)
    .set({ postingClaimedAt: sql`now()`, postingClaim: randomUUID(), postAttempts: sql`${aiResponses.postAttempts} + 1` })
    .where(and(eq(aiResponses.id, responseId), claimable(ctx)))
    .returning();
  if (!claimed) return { outcome: 'skipped' };

  const claim = keepClaim(ctx, responseId, claimed.postingClaim!);
  const settle: Settle = async (status, why) => {
    await claim.release();
    await db
      .update(aiResponses)
      .set({
        status,
        ...statusReasonColumns(why),
        // Still approved means the platform was busy: the reply keeps a claim for the pause.
        postingClaimedAt: status === 'approved' ? pausedClaim(claimed.postAttempts) : null,
        postingClaim: null,
        updatedAt: new Date(),
        ...(status === 'posted' ? { postedAt: new Date() } : {}),
      })
      // Only while the claim is ours: a worker that took over a stalled claim settles the reply itself.
      .where(and(eq(aiResponses.id, responseId), eq(aiResponses.postingClaim, claimed.postingClaim!)));
  };
  try {
    return await postClaimed(ctx, claimed, { settle, held: claim.held }, options);
  } finally {
    await claim.release();
  }
}

/** What happens to a reply once claimed: checked once more, then posted, returned or failed, and settled. */
async function postClaimed(ctx: AppContext, claimed: typeof aiResponses.$inferSelect, claim: Claim, options: { lastAttempt?: boolean }): Promise<PostOutcome> {
  const { settle } = claim;
  const { db } = ctx.database;
  const responseId = claimed.id;

  // A reply is deleted with its review (cascade): only the review's connection can be gone.
  const review = (await db.select().from(reviews).where(eq(reviews.id, claimed.reviewId)))[0]!;
  if (!review.connectionId) {
    const why: StatusReason = {
      reason: 'The review is no longer connected to its platform. Reconnect the platform and approve again.',
      reasonCode: { code: 'notConnected', params: { platform: review.platform } },
    };
    await settle('failed', why);
    return { outcome: 'failed', ...why };
  }

  const lastAttempt = options.lastAttempt === true || claimed.postAttempts >= POST_ATTEMPTS;
  const outcome = await postOnPlatform(ctx, { ...review, connectionId: review.connectionId }, claimed, claim, { lastAttempt });
  if (outcome.outcome === 'posted') {
    // Posted is final for us; a look that cannot be queued only means a moderation rejection goes unseen.
    await scheduleModerationCheck(ctx, responseId).catch((error: Error) => console.warn(`Could not queue the moderation check: ${error.message}`));
  }
  return outcome;
}

/**
 * Reads the review again and posts the reply if nothing moved on there. A reply the platform's moderation
 * rejected is not public, so posting again replaces it. The platform is read before the guardrails run:
 * an earlier attempt that got through before its process died is recorded as posted, even when the
 * guardrails of now would hold or redraft those words.
 */
async function postOnPlatform(
  ctx: AppContext,
  review: ReviewRow & { connectionId: string },
  claimed: typeof aiResponses.$inferSelect,
  { settle, held }: Claim,
  options: { lastAttempt?: boolean },
): Promise<PostOutcome> {
  const { db } = ctx.database;
  try {
    return await withAccessToken(ctx, review.connectionId, async (adapter, accessToken) => {
      const current = await adapter.getReview(accessToken, review.platformReviewId);
      const onPlatform = { platform: review.platform };
      if (!current) {
        const why: StatusReason = { reason: 'The review no longer exists on the platform.', reasonCode: { code: 'reviewGone', params: onPlatform } };
        await settle('failed', why);
        return { outcome: 'failed', ...why } as const;
      }
      const markReplied = (text: string, at: Date) =>
        db.update(reviews).set({ platformReplyText: text, platformReplyAt: at, updatedAt: new Date() }).where(eq(reviews.id, review.id));
      const existing = publicReply(current);
      if (existing) {
        await markReplied(existing.text, existing.updatedAt);
        if (sameReply(existing.text, claimed.responseText)) {
          // Our own earlier attempt got through before we could record it.
          await settle('posted', null);
          return { outcome: 'posted' } as const;
        }
        const why: StatusReason = {
          reason: 'The review already has a reply on the platform, so nothing was posted.',
          reasonCode: { code: 'alreadyReplied', params: onPlatform },
        };
        await settle('pending', why);
        return { outcome: 'returned', ...why } as const;
      }
      if (current.text !== review.reviewText || current.title !== review.title || current.rating !== review.rating || current.recommendation !== review.recommendation) {
        await db
          .update(reviews)
          .set({ title: current.title, reviewText: current.text, rating: current.rating, recommendation: current.recommendation, platformUpdatedAt: current.updatedAt, updatedAt: new Date() })
          .where(eq(reviews.id, review.id));
        const why: StatusReason = {
          reason: 'The review was edited after this reply was written. Check the reply and approve again.',
          reasonCode: { code: 'reviewEdited', params: onPlatform },
        };
        await settle('pending', why);
        return { outcome: 'returned', ...why } as const;
      }
      // Design §5: the guardrails once more, with today's settings and against what is already public.
      // Only auto-approval sets a time to post, so a reply without one is the owner's own approval.
      const postable = await replyToPost(ctx, review, { text: claimed.responseText, language: claimed.language, tone: claimed.tone, editedByOwner: claimed.editedByOwner }, {
        autoApproved: claimed.scheduledFor !== null,
      });
      if (!postable.ok) {
        const why: StatusReason = {
          reason: `Not posted: ${describeFinding(postable.finding)} Edit the reply and approve again.`,
          reasonCode: { code: 'guardrailHold', params: { finding: postable.finding } },
        };
        await settle('pending', why);
        return { outcome: 'returned', ...why } as const;
      }
      if (postable.text !== claimed.responseText) {
        // Stored before posting, so a crash in between still recognises its own reply on the platform.
        await db.update(aiResponses).set({ responseText: postable.text, updatedAt: new Date() }).where(eq(aiResponses.id, claimed.id));
      }
      // The last moment to find that this process stalled past its lease and another worker took the reply over.
      if (!(await held())) return { outcome: 'skipped' } as const;
      const posted = await adapter.postReply(accessToken, review.platformReviewId, postable.text);
      await markReplied(postable.text, posted.updatedAt);
      await settle('posted', null);
      return { outcome: 'posted' } as const;
    });
  } catch (error) {
    const why: StatusReason = {
      reason: error instanceof PlatformError ? error.message : 'Posting failed unexpectedly.',
      reasonCode: { code: 'postFailed', params: { platform: review.platform, problem: platformProblem(error) } },
    };
    if (error instanceof PlatformError && error.transient && !options.lastAttempt) {
      await settle('approved', why);
      return { outcome: 'retry', ...why };
    }
    await settle('failed', why);
    return { outcome: 'failed', ...why };
  }
}
