import { and, asc, avg, count, desc, eq, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Platform } from '@common/schemas/platforms';
import { ZAiInsightSchema, type TRecommendation } from '@common/schemas/reviews';
import type { Clock } from '@server/app-context';
import type { Db } from '@server/db/client';
import { aiResponses, businesses, LOW_REVIEW, oauthAccounts, PENDING_REVIEW, platformConnections, reviews, settings, users } from '@server/db/schema';
import { DEFAULT_POSTING_TIME_ZONE } from '@server/domains/responses/schedule/posting-time';
import { addDays, fromLocal, isoWeekday, toLocal } from '@server/lib/zoned-time';

/*
 * What Luna may know about an account: read-only look-ups, each scoped to one user id, so that the offline
 * answers and a model's tools read the same figures and nothing of another account. Nothing here writes.
 */

const DAY = 86_400_000;
/** How far back 'what customers praise or criticise' looks (the AI Insight topics). */
export const TOPIC_WINDOW_DAYS = 90;
/** How many items a list answer names; the rest are counted. */
export const LIST_LIMIT = 5;

/** Whose figures: the user's, all locations or one (the location switcher's choice). */
export type FactScope = { userId: string; businessId?: string | undefined };

/** The scope's reviews. */
const reviewsIn = (scope: FactScope) => and(eq(reviews.userId, scope.userId), scope.businessId ? eq(reviews.businessId, scope.businessId) : undefined);

/** The scope's replies; spelled out, since a one-table select leaves the outer column unqualified. */
const repliesIn = (scope: FactScope) =>
  and(
    eq(aiResponses.userId, scope.userId),
    scope.businessId ? sql`EXISTS (SELECT 1 FROM ${reviews} r WHERE r.id = ai_responses.review_id AND r.business_id = ${scope.businessId})` : undefined,
  );

const round1 = (value: number | null | undefined) => (value === null || value === undefined || Number.isNaN(value) ? null : Math.round(value * 10) / 10);

export type PendingFacts = {
  /** Reviews waiting for the owner, as the inbox and Luna's badge count them. */
  pending: number;
  /** Of those, 5-star reviews whose drafted reply can be approved in bulk. */
  fiveStarReady: number;
  /** Of those, replies whose post failed and wait to be tried again. */
  failed: number;
};

export async function pendingFacts(db: Db, scope: FactScope): Promise<PendingFacts> {
  const [row] = await db
    .select({
      pending: count(),
      fiveStarReady: sql<number>`count(*) filter (where ${reviews.rating} = 5 and ${reviews.replyStatus} = 'pending')`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${reviews.replyStatus} = 'failed')`.mapWith(Number),
    })
    .from(reviews)
    .where(and(reviewsIn(scope), PENDING_REVIEW));
  return { pending: row?.pending ?? 0, fiveStarReady: row?.fiveStarReady ?? 0, failed: row?.failed ?? 0 };
}

export type ReplyItem = { reviewId: string; reviewerName: string; rating: number | null; recommendation: TRecommendation | null; platform: Platform; at: Date };

/** How many replies match, and the first LIST_LIMIT of them by `at` (the time that matters for the question). */
async function countAndList(db: Db, where: SQL | undefined, at: typeof aiResponses.scheduledFor | typeof aiResponses.postedAt, order: 'asc' | 'desc') {
  const by = order === 'asc' ? asc : desc;
  const [[total], items] = await Promise.all([
    db.select({ value: count() }).from(aiResponses).where(where),
    db
      .select({ reviewId: reviews.id, reviewerName: reviews.reviewerName, rating: reviews.rating, recommendation: reviews.recommendation, platform: reviews.platform, at })
      .from(aiResponses)
      .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
      .where(where)
      .orderBy(by(at), by(aiResponses.id))
      .limit(LIST_LIMIT),
  ]);
  return { count: total?.value ?? 0, items: items.map((item): ReplyItem => ({ ...item, at: item.at! })) };
}

export type ScheduledFacts = { count: number; next: ReplyItem[] };

/** Approved replies waiting for their posting time, soonest first. */
export async function scheduledFacts(db: Db, scope: FactScope): Promise<ScheduledFacts> {
  const where = and(repliesIn(scope), eq(aiResponses.status, 'approved'), isNotNull(aiResponses.scheduledFor));
  const { count: total, items } = await countAndList(db, where, aiResponses.scheduledFor, 'asc');
  return { count: total, next: items };
}

/** Monday 00:00 of the current week in the user's time zone. */
export function startOfWeek(now: Date, timeZone: string): Date {
  const today = toLocal(now, timeZone);
  const monday = addDays(today, 1 - isoWeekday(today));
  return fromLocal({ ...monday, hour: 0, minute: 0 }, timeZone);
}

export type PostedFacts = { since: Date; count: number; latest: ReplyItem[] };

/** Replies posted since `since`, newest first. */
export async function postedFacts(db: Db, scope: FactScope, since: Date): Promise<PostedFacts> {
  const where = and(repliesIn(scope), eq(aiResponses.status, 'posted'), gte(aiResponses.postedAt, since));
  const { count: total, items } = await countAndList(db, where, aiResponses.postedAt, 'desc');
  return { since, count: total, latest: items };
}

export type RatingPeriod = { count: number; average: number | null };
export type RatingFacts = {
  overall: RatingPeriod;
  last30: RatingPeriod;
  previous30: RatingPeriod;
  /** Reviews per star, 1 to 5. */
  perStar: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Facebook's recommendations, which have no stars and are counted apart from the average. */
  recommendations: Record<TRecommendation, number>;
};

/** Average stars (one decimal) of all rated reviews, of the last 30 days and of the 30 days before, and reviews per star. */
export async function ratingFacts(db: Db, scope: FactScope, now: Date): Promise<RatingFacts> {
  const rated = and(reviewsIn(scope), isNotNull(reviews.rating));
  const last30Start = new Date(now.getTime() - 30 * DAY);
  const previous30Start = new Date(now.getTime() - 60 * DAY);
  const period = (where: ReturnType<typeof and>) =>
    db.select({ count: count(), average: avg(reviews.rating).mapWith(Number) }).from(reviews).where(where);
  const [[overall], [last30], [previous30], stars, verdicts] = await Promise.all([
    period(rated),
    period(and(rated, gte(reviews.reviewedAt, last30Start), lte(reviews.reviewedAt, now))),
    period(and(rated, gte(reviews.reviewedAt, previous30Start), lt(reviews.reviewedAt, last30Start))),
    db.select({ rating: reviews.rating, count: count() }).from(reviews).where(rated).groupBy(reviews.rating),
    db
      .select({ recommendation: reviews.recommendation, count: count() })
      .from(reviews)
      .where(and(reviewsIn(scope), isNotNull(reviews.recommendation)))
      .groupBy(reviews.recommendation),
  ]);
  const present = (row: { count: number; average: number | null } | undefined): RatingPeriod => ({
    count: row?.count ?? 0,
    average: row?.count ? round1(row.average) : null,
  });
  const perStar: RatingFacts['perStar'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const row of stars) if (row.rating !== null && row.rating >= 1 && row.rating <= 5) perStar[row.rating as 1] = row.count;
  const recommendations: RatingFacts['recommendations'] = { positive: 0, negative: 0 };
  for (const row of verdicts) if (row.recommendation) recommendations[row.recommendation] = row.count;
  return { overall: present(overall), last30: present(last30), previous30: present(previous30), perStar, recommendations };
}

export type TopicCount = { topic: string; label: string; count: number };
export type TopicFacts = { since: Date; reviewsRead: number; topics: TopicCount[] };

/**
 * The topics the AI Insights of the last 90 days found praised or criticised, by how many reviews raised
 * each, most first. Insights written as plain text (before they were JSON) are skipped.
 */
export async function topicFacts(db: Db, scope: FactScope, now: Date, feeling: 'praised' | 'criticised'): Promise<TopicFacts> {
  const since = new Date(now.getTime() - TOPIC_WINDOW_DAYS * DAY);
  const rows = await db
    .select({ aiSummary: reviews.aiSummary })
    .from(reviews)
    .where(and(reviewsIn(scope), gte(reviews.reviewedAt, since), lte(reviews.reviewedAt, now), isNotNull(reviews.aiSummary)));
  const counts = new Map<string, TopicCount>();
  let reviewsRead = 0;
  for (const { aiSummary } of rows) {
    const insight = parseInsight(aiSummary);
    if (!insight) continue;
    reviewsRead++;
    const seen = new Set<string>();
    for (const { topic, label, feeling: felt } of insight.topics) {
      if (felt !== feeling || seen.has(topic)) continue;
      seen.add(topic);
      const entry = counts.get(topic) ?? { topic, label, count: 0 };
      entry.count++;
      counts.set(topic, entry);
    }
  }
  const topics = [...counts.values()].sort((a, b) => b.count - a.count || a.topic.localeCompare(b.topic)).slice(0, LIST_LIMIT);
  return { since, reviewsRead, topics };
}

function parseInsight(text: string | null) {
  if (!text?.trimStart().startsWith('{')) return null;
  try {
    const parsed = ZAiInsightSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type NegativeReview = { id: string; reviewerName: string; rating: number | null; recommendation: TRecommendation | null; platform: Platform; reviewedAt: Date; text: string | null };

/** The latest reviews with 1 or 2 stars or a "doesn't recommend", newest first. */
export async function negativeReviewFacts(db: Db, scope: FactScope, limit = 3): Promise<NegativeReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      recommendation: reviews.recommendation,
      platform: reviews.platform,
      reviewedAt: reviews.reviewedAt,
      text: reviews.reviewText,
    })
    .from(reviews)
    .where(and(reviewsIn(scope), LOW_REVIEW))
    .orderBy(desc(reviews.reviewedAt), desc(reviews.id))
    .limit(limit);
  return rows;
}

export type ConnectionFact = {
  platform: Platform;
  /** The location's name on the platform, else the business's name in the app. */
  name: string;
  isActive: boolean;
  connectedAt: Date;
  lastSyncAt: Date | null;
  lastSyncFailed: boolean;
  tokenExpiry: Date | null;
};

/** Each platform connection of the user's businesses; tokens never leave this query. */
export async function connectionFacts(db: Db, userId: string): Promise<ConnectionFact[]> {
  const rows = await db
    .select({
      platform: platformConnections.platform,
      locationName: platformConnections.platformBusinessName,
      businessName: businesses.name,
      isActive: platformConnections.isActive,
      connectedAt: platformConnections.connectedAt,
      lastSyncAt: platformConnections.lastSyncAt,
      lastSyncError: platformConnections.lastSyncError,
      tokenExpiry: platformConnections.tokenExpiry,
    })
    .from(platformConnections)
    .innerJoin(businesses, eq(businesses.id, platformConnections.businessId))
    .where(eq(platformConnections.userId, userId))
    .orderBy(asc(platformConnections.platform), asc(platformConnections.connectedAt));
  return rows.map(({ locationName, businessName, lastSyncError, ...row }) => ({
    ...row,
    name: locationName ?? businessName,
    lastSyncFailed: lastSyncError !== null,
  }));
}

export type SettingsFacts = {
  uiLanguage: string;
  timeZone: string;
  defaultTone: string;
  /** Star ratings whose replies are approved and posted automatically, highest first. */
  autoApproveStars: number[];
  postingHoursStart: number;
  postingHoursEnd: number;
  responseDelayMin: number;
  responseDelayMax: number;
  emailNotifications: boolean;
  digestFrequency: string;
  digestTime: number;
  forceLanguage: string | null;
  hasCustomInstructions: boolean;
  contactEmail: string | null;
  /** never, negative_only or all. */
  includeContactEmail: string;
};

/** The settings Luna's answers depend on; null for an account without a settings row (read-only: none is made). */
export async function settingsFacts(db: Db, userId: string): Promise<SettingsFacts | null> {
  const [row] = await db.select().from(settings).where(eq(settings.userId, userId));
  if (!row) return null;
  const autoApproveStars = (
    [
      [5, row.autoApprove5Star],
      [4, row.autoApprove4Star],
      [3, row.autoApprove3Star],
      [2, row.autoApprove2Star],
      [1, row.autoApprove1Star],
    ] as const
  )
    .filter(([, on]) => on)
    .map(([stars]) => stars);
  return {
    uiLanguage: row.uiLanguage,
    timeZone: row.timeZone,
    defaultTone: row.defaultTone,
    autoApproveStars,
    postingHoursStart: row.postingHoursStart,
    postingHoursEnd: row.postingHoursEnd,
    responseDelayMin: row.responseDelayMin,
    responseDelayMax: row.responseDelayMax,
    emailNotifications: row.emailNotifications,
    digestFrequency: row.digestFrequency,
    digestTime: row.digestTime,
    forceLanguage: row.forceLanguage,
    hasCustomInstructions: Boolean(row.customInstructions?.trim()),
    contactEmail: row.contactEmail,
    includeContactEmail: row.includeContactEmail,
  };
}

export type AccountInfo = { plan: string; hasPassword: boolean; signInProviders: string[] };

/** The plan and the ways the user signs in. */
export async function accountInfo(db: Db, userId: string): Promise<AccountInfo> {
  const [[user], providers] = await Promise.all([
    db.select({ plan: users.subscriptionPlan, hasPassword: sql<boolean>`${users.passwordHash} is not null` }).from(users).where(eq(users.id, userId)),
    db.select({ provider: oauthAccounts.provider }).from(oauthAccounts).where(eq(oauthAccounts.userId, userId)).orderBy(asc(oauthAccounts.provider)),
  ]);
  return { plan: user?.plan ?? 'free', hasPassword: Boolean(user?.hasPassword), signInProviders: providers.map((row) => row.provider) };
}

/** The look-ups bound to one signed-in user and the app's clock: what an answer, or a model's tool, may call. */
export type AccountFacts = ReturnType<typeof accountFactsFor>;

/** The account's facts; the review figures are one location's when `businessId` names one of the user's. */
export function accountFactsFor(db: Db, userId: string, clock: Clock, businessId?: string) {
  const scope: FactScope = { userId, businessId };
  let settingsRead: Promise<SettingsFacts | null> | undefined;
  const readSettings = () => (settingsRead ??= settingsFacts(db, userId));
  /** The user's zone, which every date and time of an answer is written in. */
  const timeZone = async () => (await readSettings())?.timeZone ?? DEFAULT_POSTING_TIME_ZONE;
  return {
    pending: () => pendingFacts(db, scope),
    scheduled: () => scheduledFacts(db, scope),
    postedThisWeek: async () => postedFacts(db, scope, startOfWeek(clock.now(), await timeZone())),
    rating: () => ratingFacts(db, scope, clock.now()),
    topics: (feeling: 'praised' | 'criticised') => topicFacts(db, scope, clock.now(), feeling),
    negativeReviews: () => negativeReviewFacts(db, scope),
    connections: () => connectionFacts(db, userId),
    settings: readSettings,
    timeZone,
    account: () => accountInfo(db, userId),
    now: () => clock.now(),
  };
}
