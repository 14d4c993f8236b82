import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TGuardrailFinding } from '../../../common/schemas/guardrails';
import type { TReason } from '../../../common/schemas/reasons';
import { RECOMMENDATIONS, RESPONSE_STATUSES } from '../../../common/schemas/reviews';
import { businesses } from './businesses';
import { platformConnections } from './platforms';
import { users } from './users';

/**
 * A review waits for the owner: a draft pending or failed, or no reply of ours and none on the platform.
 * Parenthesised as a whole, because Drizzle's and() joins raw fragments as they are: without them, the
 * OR would escape the user's own condition and list other accounts' reviews.
 */
export const PENDING_REVIEW = sql`(reply_status IN ('pending', 'failed') OR (reply_status IS NULL AND platform_reply_text IS NULL))`;

/** A review the owner will want to see first: one or two stars, or Facebook's "doesn't recommend". */
export const LOW_REVIEW = sql`(rating <= 2 OR recommendation = 'negative')`;

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id').references(() => platformConnections.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: ['google', 'facebook', 'trustpilot'] }).notNull(),
    /** The platform's id of the review, e.g. Google's full `accounts/…/reviews/{id}` name. */
    platformReviewId: text('platform_review_id').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    /** The reviewer's headline, where the platform asks for one (Trustpilot). */
    title: text('title'),
    /** The reviewer's own words; a platform's machine translation is kept apart. */
    reviewText: text('review_text'),
    translatedText: text('translated_text'),
    rating: integer('rating'),
    /** Facebook's recommendation, which it gives instead of stars; null on platforms with stars. */
    recommendation: text('recommendation', { enum: RECOMMENDATIONS }),
    /** False where the platform takes no reply to the review (a Facebook rating without a story). */
    canReply: boolean('can_reply').notNull().default(true),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    platformUpdatedAt: timestamp('platform_updated_at', { withTimezone: true }),
    /** A reply already on the platform (made there by the owner, or posted by us). */
    platformReplyText: text('platform_reply_text'),
    platformReplyAt: timestamp('platform_reply_at', { withTimezone: true }),
    resolvedOffline: boolean('resolved_offline').notNull().default(false),
    language: text('language'),
    aiSummary: text('ai_summary'),
    /**
     * The status of our reply, copied from ai_responses by a trigger, so the inbox can filter, count and
     * page on this table alone (design §7: a fast first page with 10,000 pending reviews).
     */
    replyStatus: text('reply_status', { enum: RESPONSE_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_platform_review').on(t.userId, t.platform, t.platformReviewId),
    index('reviews_user_reviewed_at').on(t.userId, t.reviewedAt),
    index('reviews_connection').on(t.connectionId),
    // Ordered as the inbox sorts (newest, ties by id), so a page is read straight off the index.
    index('reviews_pending').on(t.userId, t.reviewedAt.desc(), t.id.desc()).where(PENDING_REVIEW),
  ],
);

/** The reply to a review: at most one live row per review, whose status moves pending → approved → posted. */
export const aiResponses = pgTable(
  'ai_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responseText: text('response_text').notNull(),
    status: text('status', { enum: RESPONSE_STATUSES }).notNull().default('pending'),
    tone: text('tone').notNull(),
    language: text('language').notNull(),
    /** Why the platform refused the post, or why the reply went back to the owner. */
    statusReason: text('status_reason'),
    /** The same reason as data, for the owner's language; written and cleared with `statusReason` (null on older rows). */
    statusReasonCode: jsonb('status_reason_code').$type<TReason>(),
    /**
     * What the guardrails noticed: on a draft, the finding that held it; on the owner's own words, each
     * warning they were shown. Auto-approval never posts a reply that has any.
     */
    warnings: jsonb('warnings').$type<TGuardrailFinding[]>().notNull().default([]),
    /** The text is the owner's own: posted as they wrote it, never redrafted. */
    editedByOwner: boolean('edited_by_owner').notNull().default(false),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    postAttempts: integer('post_attempts').notNull().default(0),
    /**
     * Set while one worker posts this reply: a 30-second lease the worker renews, so a crashed worker's claim
     * runs out; set ahead to pause a reply the platform said was busy.
     */
    postingClaimedAt: timestamp('posting_claimed_at', { withTimezone: true }),
    /**
     * Which claim holds the reply: a worker that stalled past its lease finds another's id here and must
     * not post, since the worker that took over posts it.
     */
    postingClaim: uuid('posting_claim'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ai_responses_review').on(t.reviewId),
    index('ai_responses_user_status').on(t.userId, t.status),
    // Luna's notifications: today's scheduled posts, and the replies that failed or came back to the owner.
    index('ai_responses_scheduled').on(t.userId, t.scheduledFor).where(sql`status = 'approved'`),
    index('ai_responses_needs_owner').on(t.userId, t.updatedAt).where(sql`status = 'failed' OR (status = 'pending' AND status_reason IS NOT NULL)`),
  ],
);
