import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ResponseStatus, TReviewListParams } from '@common/schemas/reviews';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { aiResponses, PENDING_REVIEW, PENDING_TALLY, reviews, reviewTallies } from '@server/db/schema';

export type ReviewList = 'pending' | 'history';

/** Pending: no reply anywhere yet, a draft waiting, or a post that failed (PENDING_REVIEW). History: approved, posted or rejected. */
const HISTORY_STATUSES: ResponseStatus[] = ['approved', 'posted', 'rejected'];

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

type Filters = Omit<TReviewListParams, 'page' | 'pageSize' | 'sort'>;

/** The columns a list's filters read: the reviews themselves, or their tallies (review_tallies). */
interface FilterColumns {
  userId: AnyPgColumn;
  businessId: AnyPgColumn;
  rating: AnyPgColumn;
  platform: AnyPgColumn;
  replyStatus: AnyPgColumn;
  pending: SQL;
}

const REVIEW_COLUMNS: FilterColumns = { userId: reviews.userId, businessId: reviews.businessId, rating: reviews.rating, platform: reviews.platform, replyStatus: reviews.replyStatus, pending: PENDING_REVIEW };
const TALLY_COLUMNS: FilterColumns = {
  userId: reviewTallies.userId,
  businessId: reviewTallies.businessId,
  rating: reviewTallies.rating,
  platform: reviewTallies.platform,
  replyStatus: reviewTallies.replyStatus,
  pending: PENDING_TALLY,
};

function filterConditions(columns: FilterColumns, userId: string, list: ReviewList, filters: Filters, omit?: 'stars' | 'platform'): SQL[] {
  const conditions: SQL[] = [eq(columns.userId, userId)];
  // Another account's location id matches none of this user's rows: an empty list, never a leak.
  if (filters.location && filters.location !== 'all') conditions.push(eq(columns.businessId, filters.location));
  if (list === 'pending') {
    // The very predicate of the partial index reviews_pending; a review answered on the platform itself
    // (by the owner, before us) is not waiting for anything.
    conditions.push(columns.pending);
  } else {
    const status = filters.status && filters.status !== 'all' ? [filters.status] : HISTORY_STATUSES;
    conditions.push(inArray(columns.replyStatus, status.filter((s) => HISTORY_STATUSES.includes(s))));
  }
  if (omit !== 'stars' && filters.stars !== undefined && filters.stars !== 'all') conditions.push(eq(columns.rating, Number(filters.stars)));
  if (omit !== 'platform' && filters.platform && filters.platform !== 'all') conditions.push(eq(columns.platform, filters.platform));
  if (filters.sentiment === 'positive') conditions.push(gte(columns.rating, 4));
  if (filters.sentiment === 'neutral') conditions.push(eq(columns.rating, 3));
  if (filters.sentiment === 'negative') conditions.push(lte(columns.rating, 2));
  return conditions;
}

/** The WHERE of a list, from the query's filters; `omit` leaves one filter out (for that filter's counts). */
export function reviewListWhere(userId: string, list: ReviewList, filters: Filters, omit?: 'stars' | 'platform'): SQL {
  const conditions = filterConditions(REVIEW_COLUMNS, userId, list, filters, omit);
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        ilike(reviews.reviewerName, pattern),
        ilike(reviews.reviewText, pattern),
        ilike(reviews.title, pattern),
        ...(list === 'history' ? [ilike(aiResponses.responseText, pattern)] : []),
      )!,
    );
  }
  return and(...conditions)!;
}

/** The same filters on review_tallies, which answer every filter but the text search. */
export function tallyWhere(userId: string, list: ReviewList, filters: Omit<Filters, 'q'>, omit?: 'stars' | 'platform'): SQL {
  return and(...filterConditions(TALLY_COLUMNS, userId, list, filters, omit))!;
}

export function reviewListOrder(sort: TReviewListParams['sort']): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(reviews.reviewedAt), asc(reviews.id)];
    case 'highest':
      return [sql`${reviews.rating} DESC NULLS LAST`, desc(reviews.reviewedAt), desc(reviews.id)];
    case 'lowest':
      return [sql`${reviews.rating} ASC NULLS LAST`, desc(reviews.reviewedAt), desc(reviews.id)];
    default:
      return [desc(reviews.reviewedAt), desc(reviews.id)];
  }
}
