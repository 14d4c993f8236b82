import { and, avg, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { aiResponses, businesses, digestSends, PENDING_REVIEW, reviews, settings, users } from '@server/db/schema';
import { emailLanguage } from './email-format';
import { deliver, emptySummary, type NotificationContext } from './deliver';
import { EMAIL_REVIEW_COLUMNS } from './email-review-columns';
import { digestDue, digestPeriod, type DigestFrequency } from './digest-period';
import { forEachLimited } from './for-each-limited';
import { digestEmail, type DigestContent } from './templates/digest-email';

export { digestDue, digestPeriod } from './digest-period';
export type { DigestContent } from './templates/digest-email';

/**
 * A review counts as new in a period when it was imported then and written no more than this long
 * before the period began: a sync that was late still counts, a first import of years of history not.
 */
export const BACKFILL_GRACE_DAYS = 7;
/** How many of the new reviews a digest lists. */
export const DIGEST_NEWEST_LIMIT = 5;
const SEND_CONCURRENCY = 4;
const DAY = 86_400_000;

const round1 = (value: number | null) => (value === null || Number.isNaN(value) ? null : Math.round(value * 10) / 10);

/**
 * The figures of one user's digest for [since, until): reviews imported in the period, their average
 * stars (Facebook's recommendations counted apart) and the newest few; replies posted in it; and the reviews waiting for a reply now.
 */
export async function composeDigest(ctx: NotificationContext, userId: string, since: Date, until: Date): Promise<DigestContent> {
  const { db } = ctx.database;
  const isNew = and(
    eq(reviews.userId, userId),
    gte(reviews.createdAt, since),
    lt(reviews.createdAt, until),
    gte(reviews.reviewedAt, new Date(since.getTime() - BACKFILL_GRACE_DAYS * DAY)),
  );
  const [[fresh], newest, [posted], [waiting], [overall], locations] = await Promise.all([
    db
      .select({
        count: count(),
        average: avg(reviews.rating).mapWith(Number),
        recommended: sql<number>`count(*) filter (where ${reviews.recommendation} = 'positive')`.mapWith(Number),
        notRecommended: sql<number>`count(*) filter (where ${reviews.recommendation} = 'negative')`.mapWith(Number),
      })
      .from(reviews)
      .where(isNew),
    db
      .select(EMAIL_REVIEW_COLUMNS)
      .from(reviews)
      .where(isNew)
      .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
      .limit(DIGEST_NEWEST_LIMIT),
    db
      .select({ count: count() })
      .from(aiResponses)
      .where(and(eq(aiResponses.userId, userId), gte(aiResponses.postedAt, since), lt(aiResponses.postedAt, until))),
    // The same "waiting" as the pending list: no reply anywhere yet (neither ours nor one made on the
    // platform), a draft, or a post that failed.
    db
      .select({ count: count() })
      .from(reviews)
      .leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id))
      .where(
        and(
          eq(reviews.userId, userId),
          or(and(isNull(aiResponses.id), isNull(reviews.platformReplyText)), inArray(aiResponses.status, ['pending', 'failed'])),
        ),
      ),
    db.select({ average: avg(reviews.rating).mapWith(Number) }).from(reviews).where(eq(reviews.userId, userId)),
    db
      .select({
        location: businesses.name,
        newReviews: sql<number>`count(${reviews.id}) filter (where ${isNew})`.mapWith(Number),
        pending: sql<number>`count(${reviews.id}) filter (where ${PENDING_REVIEW})`.mapWith(Number),
      })
      .from(businesses)
      .leftJoin(reviews, eq(reviews.businessId, businesses.id))
      .where(eq(businesses.userId, userId))
      .groupBy(businesses.id, businesses.name)
      .orderBy(businesses.name),
  ]);
  return {
    since,
    until,
    newReviews: fresh?.count ?? 0,
    averageRating: round1(fresh?.average ?? null),
    newRecommendations: { positive: fresh?.recommended ?? 0, negative: fresh?.notRecommended ?? 0 },
    overallAverageRating: round1(overall?.average ?? null),
    repliesPosted: posted?.count ?? 0,
    pending: waiting?.count ?? 0,
    newest,
    // An owner with several locations reads each one's figures too; one with one location needs none.
    byLocation: locations.length > 1 ? locations.filter((row) => row.newReviews > 0 || row.pending > 0) : [],
  };
}

/** Nothing to say: no new reviews, no replies posted and nothing waiting. */
export const digestIsEmpty = (digest: DigestContent) => digest.newReviews === 0 && digest.repliesPosted === 0 && digest.pending === 0;

export type DigestRunSummary = { sent: number; empty: number; failed: { userId: string; error: string }[] };

/**
 * Sends every digest whose time has come: to users with the master switch on and a frequency other
 * than none, once per period. The period is claimed in digest_sends before anything is sent, so two
 * workers never both send it; an empty period is kept as claimed (nothing to send, nothing to repeat);
 * a failed send releases the claim so the next run tries again.
 */
export async function sendDueDigests(ctx: NotificationContext, now: Date): Promise<DigestRunSummary> {
  const { db } = ctx.database;
  const candidates = await db
    .select({
      userId: users.id,
      email: users.email,
      uiLanguage: settings.uiLanguage,
      timeZone: settings.timeZone,
      digestFrequency: settings.digestFrequency,
      digestTime: settings.digestTime,
      lastSentAt: sql`(select max(${digestSends.sentAt}) from ${digestSends} where ${digestSends.userId} = ${users.id})`.mapWith(digestSends.sentAt),
    })
    .from(users)
    .innerJoin(settings, eq(settings.userId, users.id))
    .where(and(eq(settings.emailNotifications, true), ne(settings.digestFrequency, 'none')));

  const result: DigestRunSummary = { sent: 0, empty: 0, failed: [] };
  const due = candidates.filter((row) =>
    digestDue({ now, frequency: row.digestFrequency as DigestFrequency, digestTime: row.digestTime, timeZone: row.timeZone, lastSentAt: row.lastSentAt ?? null }),
  );

  await forEachLimited(due, SEND_CONCURRENCY, async (row) => {
    const frequency = row.digestFrequency as DigestFrequency;
    const period = digestPeriod({ now, frequency, digestTime: row.digestTime, timeZone: row.timeZone })!;
    const claim = and(eq(digestSends.userId, row.userId), eq(digestSends.periodKey, period.key));
    const [claimed] = await db
      .insert(digestSends)
      .values({ userId: row.userId, periodKey: period.key, emailed: false, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: digestSends.userId });
    if (!claimed) return;
    try {
      const digest = await composeDigest(ctx, row.userId, period.start, period.end);
      if (digestIsEmpty(digest)) {
        result.empty++;
        return;
      }
      const summary = emptySummary();
      const audience = { language: emailLanguage(row.uiLanguage), publicUrl: ctx.config.publicUrl, timeZone: row.timeZone };
      await deliver(ctx, summary, row.email, digestEmail(period.frequency, digest, audience));
      if (summary.failed.length > 0) throw new Error(summary.failed[0]!.error);
      await db.update(digestSends).set({ emailed: true }).where(claim);
      result.sent++;
    } catch (error) {
      await db.delete(digestSends).where(claim);
      result.failed.push({ userId: row.userId, error: error instanceof Error ? error.message : String(error) });
    }
  });
  return result;
}

/** Forgets handled periods older than the given age; a period's row is only needed until the next one. */
export async function pruneDigestSends(ctx: NotificationContext, now: Date, olderThanDays = 35): Promise<number> {
  const deleted = await ctx.database.db
    .delete(digestSends)
    .where(lt(digestSends.sentAt, new Date(now.getTime() - olderThanDays * DAY)))
    .returning({ userId: digestSends.userId });
  return deleted.length;
}
