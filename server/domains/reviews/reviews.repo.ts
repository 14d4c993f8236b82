import { and, avg, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { REVIEWS_UNPAGED_LIMIT, type TReviewCounts, type TReviewListParams, type TReviewStats } from '@common/schemas/reviews';
import { PLATFORMS } from '@common/schemas/platforms';
import type { Db } from '@server/db/client';
import { aiResponses, PENDING_REVIEW, reviews } from '@server/db/schema';
import { reviewListOrder, reviewListWhere, type ReviewList } from './review-filters';

/** One page of a list (or the first REVIEWS_UNPAGED_LIMIT without `page`), and the total that matches. */
export async function listReviews(db: Db, userId: string, list: ReviewList, query: TReviewListParams) {
  const where = reviewListWhere(userId, list, query);
  const limit = query.page ? (query.pageSize ?? 25) : REVIEWS_UNPAGED_LIMIT;
  const offset = query.page ? (query.page - 1) * limit : 0;
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, response: aiResponses })
      .from(reviews)
      .leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id))
      .where(where)
      .orderBy(...reviewListOrder(query.sort))
      .limit(limit)
      .offset(offset),
    // Pending filters read the reviews table alone (its reply_status); history's search also reads replies.
    list === 'pending'
      ? db.select({ value: count() }).from(reviews).where(where)
      : db.select({ value: count() }).from(reviews).leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id)).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Counts for the star filter (with the platform filter applied) and for the platform filter (with the stars). */
export async function pendingCounts(db: Db, userId: string, query: TReviewListParams): Promise<TReviewCounts> {
  const [byStars, byPlatform, [ready]] = await Promise.all([
    db
      .select({ key: reviews.rating, value: count() })
      .from(reviews)
      .where(reviewListWhere(userId, 'pending', query, 'stars'))
      .groupBy(reviews.rating),
    db
      .select({ key: reviews.platform, value: count() })
      .from(reviews)
      .where(reviewListWhere(userId, 'pending', query, 'platform'))
      .groupBy(reviews.platform),
    db
      .select({
        total: count(),
        withResponse: count(reviews.replyStatus),
        fiveStarReady: sql<number>`count(*) filter (where ${reviews.rating} = 5 and ${reviews.replyStatus} = 'pending')`.mapWith(Number),
      })
      .from(reviews)
      .where(reviewListWhere(userId, 'pending', {})),
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

export async function reviewStats(db: Db, userId: string): Promise<TReviewStats> {
  const [row] = await db
    .select({
      total: count(),
      responded: sql<number>`count(*) filter (where ${reviews.replyStatus} = 'posted' or (${reviews.replyStatus} is null and ${reviews.platformReplyText} is not null))`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${PENDING_REVIEW})`.mapWith(Number),
      averageRating: avg(reviews.rating).mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  const [rated] = await db.select({ value: count() }).from(reviews).where(and(eq(reviews.userId, userId), isNotNull(reviews.rating)));
  return {
    total: row?.total ?? 0,
    responded: row?.responded ?? 0,
    pending: row?.pending ?? 0,
    averageRating: rated?.value ? Math.round((row?.averageRating ?? 0) * 100) / 100 : null,
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
