import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { REVIEWS_UNPAGED_LIMIT, type TLocationQuery, type TReviewCounts, type TReviewListParams, type TReviewStats } from '@common/schemas/reviews';
import { PLATFORMS } from '@common/schemas/platforms';
import type { Db } from '@server/db/client';
import { aiResponses, PENDING_REVIEW, PENDING_TALLY, reviews, reviewTallies } from '@server/db/schema';
import { PRESENTED_RESPONSE, PRESENTED_REVIEW } from './reviews.presenter';
import { reviewListOrder, reviewListWhere, tallyWhere, type ReviewList } from './review-filters';

/** One page of a list (or the first REVIEWS_UNPAGED_LIMIT without `page`), and the total that matches. */
export async function listReviews(db: Db, userId: string, list: ReviewList, query: TReviewListParams) {
  const where = reviewListWhere(userId, list, query);
  const limit = query.page ? (query.pageSize ?? 25) : REVIEWS_UNPAGED_LIMIT;
  const offset = query.page ? (query.page - 1) * limit : 0;
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: PRESENTED_REVIEW, response: PRESENTED_RESPONSE })
      .from(reviews)
      .leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id))
      .where(where)
      .orderBy(...reviewListOrder(query.sort))
      .limit(limit)
      .offset(offset),
    // The tallies answer every filter but the text search; a search counts the matching reviews (history's
    // also reads the replies).
    !query.q
      ? db.select({ value: tallySum }).from(reviewTallies).where(tallyWhere(userId, list, query))
      : list === 'pending'
        ? db.select({ value: count() }).from(reviews).where(where)
        : db.select({ value: count() }).from(reviews).leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Reviews counted off review_tallies: a sum over a few rows, kept current by triggers on `reviews`. */
const tallySum = sql<number>`coalesce(sum(${reviewTallies.reviews}), 0)`.mapWith(Number);
const tallySumWhere = (condition: SQL) => sql<number>`coalesce(sum(${reviewTallies.reviews}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * Counts for the star filter (with the platform filter applied) and for the platform filter (with the stars).
 * Without a text search they are read off the tallies; with one, off the reviews that match it.
 */
export async function pendingCounts(db: Db, userId: string, query: TReviewListParams): Promise<TReviewCounts> {
  const [byStars, byPlatform, [ready]] = await Promise.all([
    query.q
      ? db.select({ key: reviews.rating, value: count() }).from(reviews).where(reviewListWhere(userId, 'pending', query, 'stars')).groupBy(reviews.rating)
      : db.select({ key: reviewTallies.rating, value: tallySum }).from(reviewTallies).where(tallyWhere(userId, 'pending', query, 'stars')).groupBy(reviewTallies.rating),
    query.q
      ? db.select({ key: reviews.platform, value: count() }).from(reviews).where(reviewListWhere(userId, 'pending', query, 'platform')).groupBy(reviews.platform)
      : db.select({ key: reviewTallies.platform, value: tallySum }).from(reviewTallies).where(tallyWhere(userId, 'pending', query, 'platform')).groupBy(reviewTallies.platform),
    db
      .select({
        total: tallySum,
        withResponse: tallySumWhere(sql`${reviewTallies.replyStatus} is not null`),
        fiveStarReady: tallySumWhere(sql`${reviewTallies.rating} = 5 and ${reviewTallies.replyStatus} = 'pending'`),
      })
      .from(reviewTallies)
      // The inbox's own totals ignore the filters, but not the location the owner is looking at.
      .where(tallyWhere(userId, 'pending', { location: query.location })),
  ]);
  const stars: TReviewCounts['stars'] = { all: 0, '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const row of byStars) {
    stars.all += row.value;
    if (row.key !== null) stars[String(row.key) as '1'] = row.value;
  }
  const platforms = Object.fromEntries([['all', 0], ...PLATFORMS.map((platform) => [platform, 0])]) as TReviewCounts['platforms'];
  for (const row of byPlatform) {
    platforms.all += row.value;
    platforms[row.key] = row.value;
  }
  return { total: ready?.total ?? 0, stars, platforms, withResponse: ready?.withResponse ?? 0, fiveStarReady: ready?.fiveStarReady ?? 0 };
}

/** The dashboard's figures, off the tallies: a few rows per account however many reviews it has. */
export async function reviewStats(db: Db, userId: string, location: TLocationQuery['location'] = 'all'): Promise<TReviewStats> {
  const [row] = await db
    .select({
      total: tallySum,
      responded: tallySumWhere(sql`${reviewTallies.replyStatus} = 'posted' or (${reviewTallies.replyStatus} is null and ${reviewTallies.platformReplied})`),
      pending: tallySumWhere(PENDING_TALLY),
      rated: tallySumWhere(sql`${reviewTallies.rating} is not null`),
      ratingSum: sql<number>`coalesce(sum(${reviewTallies.rating} * ${reviewTallies.reviews}), 0)`.mapWith(Number),
      recommended: tallySumWhere(sql`${reviewTallies.recommendation} = 'positive'`),
      notRecommended: tallySumWhere(sql`${reviewTallies.recommendation} = 'negative'`),
    })
    .from(reviewTallies)
    .where(and(eq(reviewTallies.userId, userId), location === 'all' ? undefined : eq(reviewTallies.businessId, location)));
  return {
    total: row?.total ?? 0,
    responded: row?.responded ?? 0,
    pending: row?.pending ?? 0,
    averageRating: row?.rated ? Math.round((row.ratingSum / row.rated) * 100) / 100 : null,
    recommendations: { positive: row?.recommended ?? 0, negative: row?.notRecommended ?? 0 },
  };
}

/** The review with its reply, and whether the inbox lists it, if it is the user's; another account's id is "not found". */
export async function findOwnedReview(db: Db, userId: string, reviewId: string) {
  const [row] = await db
    .select({
      review: reviews,
      response: aiResponses,
      // The pending list's own predicate, which is NULL rather than false for a review answered on the platform.
      waiting: sql<boolean>`coalesce(${PENDING_REVIEW}, false)`,
    })
    .from(reviews)
    .leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id))
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)));
  return row;
}

export async function findOwnedResponses(db: Db, userId: string, responseIds: string[]) {
  if (responseIds.length === 0) return [];
  return db
    .select()
    .from(aiResponses)
    .where(and(eq(aiResponses.userId, userId), inArray(aiResponses.id, responseIds)));
}
