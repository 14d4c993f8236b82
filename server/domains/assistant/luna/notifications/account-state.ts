import { and, count, desc, eq, gt, gte, inArray, isNotNull, lt, min, or, sql } from 'drizzle-orm';
import type { TReason } from '@common/schemas/reasons';
import type { Db } from '@server/db/client';
import { aiResponses, locationNameIfSeveral, platformConnections, reviews } from '@server/db/schema';
import { addDays, fromLocal, toLocal } from '@server/lib/zoned-time';

const DAY_MS = 24 * 3_600_000;

/**
 * A review written this long before it reached us is not news: it is the backlog a first sync (or a
 * reconnect after a long break) imports, which waits in the inbox anyway. Also bounds the index range read.
 */
const NEWS_WRITTEN_WITHIN_MS = 30 * DAY_MS;

export type ConnectionState = Pick<
  typeof platformConnections.$inferSelect,
  'id' | 'platform' | 'isActive' | 'tokenExpiry' | 'connectedAt' | 'lastSyncAt' | 'lastSyncError' | 'lastSyncErrorCode'
> & {
  /** The location's name, where the owner has several to tell apart; null for one with one. */
  location: string | null;
};

/** A reply that failed or came back to the owner, with the reason stored on it. */
export type ReplyState = {
  responseId: string;
  reviewId: string;
  reviewerName: string;
  /** The review's location, where the owner has several; null for one with one. */
  location: string | null;
  status: 'pending' | 'failed';
  /** The stored English text, and the same as data (null on rows older than reasons). */
  statusReason: string;
  reason: TReason | null;
  updatedAt: Date;
};

/** New 1-2 star reviews of one location; `location` names it where the owner has several, else null. */
export type NegativeReviewsState = { businessId: string; location: string | null; count: number; newestArrivedAt: Date };

/** What Luna's notifications are made from; read with one cheap, indexed query per part. */
export type AccountState = {
  now: Date;
  timeZone: string;
  userCreatedAt: Date;
  connections: ConnectionState[];
  replies: ReplyState[];
  /** 1-2 star reviews that arrived after `since`, by location; empty when none did. */
  negativeReviews: NegativeReviewsState[];
  /** Auto-approved replies still to be posted today (user's time zone), or null when none are. */
  scheduledToday: { count: number; first: Date } | null;
};

export async function readAccountState(
  db: Db,
  input: { userId: string; userCreatedAt: Date; timeZone: string; now: Date; negativeReviewsSince: Date },
): Promise<AccountState> {
  const { userId, now, timeZone } = input;
  const [connections, replies, negativeReviews, scheduledToday] = await Promise.all([
    readConnections(db, userId),
    readReplies(db, userId),
    readNegativeReviews(db, userId, input.negativeReviewsSince),
    readScheduledToday(db, userId, now, timeZone),
  ]);
  return { now, timeZone, userCreatedAt: input.userCreatedAt, connections, replies, negativeReviews, scheduledToday };
}

const readConnections = (db: Db, userId: string) =>
  db
    .select({
      id: platformConnections.id,
      platform: platformConnections.platform,
      isActive: platformConnections.isActive,
      tokenExpiry: platformConnections.tokenExpiry,
      connectedAt: platformConnections.connectedAt,
      lastSyncAt: platformConnections.lastSyncAt,
      lastSyncError: platformConnections.lastSyncError,
      lastSyncErrorCode: platformConnections.lastSyncErrorCode,
      // Spelled out, as a one-table select leaves its columns unqualified inside the subquery.
      location: locationNameIfSeveral(sql.raw('platform_connections.business_id'), sql`${userId}`),
    })
    .from(platformConnections)
    .where(eq(platformConnections.userId, userId))
    .orderBy(platformConnections.connectedAt);

/**
 * How many of the newest such replies are read on each poll: the panel lists 20, and this leaves room for
 * the ones the owner dismissed without reading every failed reply of an outage once a minute per tab.
 */
const REPLIES_READ = 200;

/**
 * Failed replies, and pending ones that carry a reason: a post the platform refused or that found the
 * review moved on, or an auto-approval held back for the owner. A fresh draft or the owner's edit clears
 * the reason (drafts.service), approving clears it too (approve.service).
 */
async function readReplies(db: Db, userId: string): Promise<ReplyState[]> {
  const rows = await db
    .select({
      responseId: aiResponses.id,
      reviewId: reviews.id,
      reviewerName: reviews.reviewerName,
      location: locationNameIfSeveral(sql`${reviews.businessId}`, sql`${userId}`),
      status: aiResponses.status,
      statusReason: aiResponses.statusReason,
      reason: aiResponses.statusReasonCode,
      updatedAt: aiResponses.updatedAt,
    })
    .from(aiResponses)
    .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
    .where(
      and(
        eq(aiResponses.userId, userId),
        or(eq(aiResponses.status, 'failed'), and(eq(aiResponses.status, 'pending'), isNotNull(aiResponses.statusReason))),
      ),
    )
    .orderBy(desc(aiResponses.updatedAt), desc(aiResponses.id))
    .limit(REPLIES_READ);
  return rows.map((row) => ({
    ...row,
    status: row.status === 'failed' ? 'failed' : 'pending',
    statusReason: row.statusReason ?? '',
  }));
}

async function readNegativeReviews(db: Db, userId: string, since: Date): Promise<NegativeReviewsState[]> {
  const rows = await db
    .select({
      businessId: reviews.businessId,
      // Spelled out, as a one-table select leaves its columns unqualified inside the subquery.
      location: locationNameIfSeveral(sql.raw('reviews.business_id'), sql`${userId}`),
      count: count(),
      newestArrivedAt: sql`max(${reviews.createdAt})`.mapWith(reviews.createdAt),
    })
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        gt(reviews.reviewedAt, new Date(since.getTime() - NEWS_WRITTEN_WITHIN_MS)),
        gt(reviews.createdAt, since),
        inArray(reviews.rating, [1, 2]),
      ),
    )
    .groupBy(reviews.businessId);
  return rows.flatMap((row) => (row.count > 0 && row.newestArrivedAt ? [{ ...row, newestArrivedAt: row.newestArrivedAt }] : []));
}

async function readScheduledToday(db: Db, userId: string, now: Date, timeZone: string) {
  const today = toLocal(now, timeZone);
  const endOfToday = fromLocal({ ...addDays(today, 1), hour: 0, minute: 0 }, timeZone);
  const [row] = await db
    .select({ count: count(), first: min(aiResponses.scheduledFor) })
    .from(aiResponses)
    .where(
      and(
        eq(aiResponses.userId, userId),
        eq(aiResponses.status, 'approved'),
        gte(aiResponses.scheduledFor, now),
        lt(aiResponses.scheduledFor, endOfToday),
      ),
    );
  return row && row.count > 0 && row.first ? { count: row.count, first: row.first } : null;
}
