import { and, eq, gt, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { isLanguage } from '@common/languages';
import type { TSettings } from '@common/schemas/settings';
import type { AppContext } from '@server/app-context';
import { aiResponses, platformConnections, reviews } from '@server/db/schema';
import { riskFlags } from '@server/domains/assistant/guardrails/risk-routing';
import { getSettings } from '@server/domains/settings/settings.repo';
import { schedulePostingTime } from './schedule/posting-time';
import { statusReasonColumns } from './status-reason';
import { reviewWords } from '@server/domains/reviews/review-words';

const SWITCH_FOR: Record<number, keyof TSettings> = {
  5: 'autoApprove5Star',
  4: 'autoApprove4Star',
  3: 'autoApprove3Star',
  2: 'autoApprove2Star',
  1: 'autoApprove1Star',
};

/**
 * The switch that lets a review's draft go out by itself: its stars' switch, the 5★ one for a
 * positive Facebook recommendation; a negative recommendation or a review without stars never goes alone.
 */
function autoApprovalSwitch(review: { rating: number | null; recommendation: string | null }): keyof TSettings | undefined {
  if (review.recommendation) return review.recommendation === 'positive' ? SWITCH_FOR[5] : undefined;
  return review.rating === null ? undefined : SWITCH_FOR[review.rating];
}

/**
 * Approves fresh drafts whose star rating the owner trusts to auto-approval and sets each post at a
 * human-like time inside the posting hours (design §6); the due-posts job sends them when their time
 * comes. Only reviews written after the platform was connected count as new: the backlog a first sync
 * imports waits for the owner, instead of years-old reviews being answered in one burst. A reply that
 * carries a guardrail's warning, a review without stars or with a negative recommendation, and a review that mentions a legal threat,
 * health or safety, hygiene, discrimination or the police are left for the owner too.
 */
export async function autoApproveDrafted(ctx: AppContext, responseIds: readonly string[], random = Math.random) {
  if (responseIds.length === 0) return [];
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const rows = await db
    .select({ response: aiResponses, review: reviews })
    .from(aiResponses)
    .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
    .innerJoin(platformConnections, eq(platformConnections.id, reviews.connectionId))
    .where(
      and(
        inArray(aiResponses.id, [...responseIds]),
        eq(aiResponses.status, 'pending'),
        isNull(aiResponses.statusReason),
        sql`${aiResponses.warnings} = '[]'::jsonb`,
        gte(reviews.reviewedAt, platformConnections.connectedAt),
      ),
    );
  const settingsOf = new Map<string, TSettings>();
  const scheduled: Array<{ responseId: string; at: Date }> = [];
  for (const { response, review } of rows) {
    const toggle = autoApprovalSwitch(review);
    if (!toggle) continue;
    let settings = settingsOf.get(review.userId);
    if (!settings) settingsOf.set(review.userId, (settings = await getSettings(db, review.userId)));
    if (!settings[toggle]) continue;
    const risks = riskFlags(reviewWords(review), isLanguage(review.language) ? review.language : undefined);
    if (risks.length > 0) {
      await db
        .update(aiResponses)
        .set(
          statusReasonColumns({
            reason: `Not posted automatically: the review mentions ${risks.join(', ').replaceAll('_', ' ')}. Please check it yourself.`,
            reasonCode: { code: 'autoApprovalHeld', params: { risks } },
          }),
        )
        .where(eq(aiResponses.id, response.id));
      continue;
    }
    const at = schedulePostingTime({
      now,
      delayMinMinutes: settings.responseDelayMin,
      delayMaxMinutes: settings.responseDelayMax,
      windowStartHour: settings.postingHoursStart,
      windowEndHour: settings.postingHoursEnd,
      random,
    });
    const [approved] = await db
      .update(aiResponses)
      .set({ status: 'approved', scheduledFor: at, postAttempts: 0, updatedAt: new Date() })
      .where(and(eq(aiResponses.id, response.id), eq(aiResponses.status, 'pending')))
      .returning({ id: aiResponses.id });
    if (approved) scheduled.push({ responseId: response.id, at });
  }
  return scheduled;
}

/**
 * Turning a star rating's switch off takes back the posts it scheduled that have not gone out (the 5★
 * switch's include positive recommendations): they
 * return to pending, and their queued jobs then find nothing to post.
 */
export async function cancelScheduledAutoApprovals(ctx: AppContext, userId: string, ratings: number[]) {
  if (ratings.length === 0) return 0;
  const { db } = ctx.database;
  const cancelled = await db
    .update(aiResponses)
    .set({ status: 'pending', scheduledFor: null, updatedAt: new Date() })
    .where(
      and(
        eq(aiResponses.userId, userId),
        eq(aiResponses.status, 'approved'),
        gt(aiResponses.scheduledFor, ctx.clock.now()),
        isNull(aiResponses.postingClaimedAt),
        inArray(
          aiResponses.reviewId,
          db
            .select({ id: reviews.id })
            .from(reviews)
            .where(and(eq(reviews.userId, userId), or(inArray(reviews.rating, ratings), ratings.includes(5) ? eq(reviews.recommendation, 'positive') : undefined))),
        ),
      ),
    )
    .returning({ id: aiResponses.id });
  return cancelled.length;
}

/** The star ratings whose auto-approval switch goes from on to off in this settings change. */
export function switchedOff(before: TSettings, after: TSettings): number[] {
  return Object.entries(SWITCH_FOR)
    .filter(([, key]) => before[key] === true && after[key] === false)
    .map(([rating]) => Number(rating));
}
