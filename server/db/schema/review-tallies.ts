import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { RECOMMENDATIONS, RESPONSE_STATUSES } from '../../../common/schemas/reviews';

/**
 * How many reviews a user has of each kind (business, platform, stars or recommendation, our reply's status, answered on the
 * platform): kept by triggers on `reviews` in the same transaction as every change, so the inbox's counts,
 * totals and averages read a few rows instead of scanning thousands of reviews on every request.
 */
export const reviewTallies = pgTable(
  'review_tallies',
  {
    // No foreign keys: deleting a business deletes its reviews, whose trigger then counts them out; a key
    // would refuse that last write once the business is gone. Rows that reach zero are removed.
    userId: uuid('user_id').notNull(),
    businessId: uuid('business_id').notNull(),
    platform: text('platform', { enum: ['google', 'facebook', 'trustpilot'] }).notNull(),
    rating: integer('rating'),
    recommendation: text('recommendation', { enum: RECOMMENDATIONS }),
    replyStatus: text('reply_status', { enum: RESPONSE_STATUSES }),
    platformReplied: boolean('platform_replied').notNull(),
    reviews: integer('reviews').notNull(),
  },
  (t) => [unique('review_tallies_key').on(t.userId, t.businessId, t.platform, t.rating, t.recommendation, t.replyStatus, t.platformReplied).nullsNotDistinct()],
);

/** PENDING_REVIEW on the tallies: a draft pending or failed, or no reply of ours and none on the platform. */
export const PENDING_TALLY = sql`(reply_status IN ('pending', 'failed') OR (reply_status IS NULL AND NOT platform_replied))`;
