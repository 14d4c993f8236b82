import { and, eq, inArray } from 'drizzle-orm';
import { aiResponses, reviews, settings, users } from '@server/db/schema';
import { EMAIL_REVIEW_COLUMNS } from './email-review-columns';
import { deliver, emptySummary, type NotificationContext, type NotifySummary } from './deliver';
import { emailLanguage } from './email-format';
import { forEachLimited } from './for-each-limited';
import { reviewAlertFor, type ReviewAlert } from './review-alerts';
import { responseBatchEmail, reviewBatchEmail } from './templates/batch-emails';
import { reviewAlertEmail } from './templates/review-alert-emails';
import type { EmailAudience, ReviewForEmail } from './templates/review-block';
import { responseGeneratedEmail, type ResponseForEmail } from './templates/response-generated-email';

/** Up to this many emails of one kind per user per call; more come as one summary email. */
export const MAX_SEPARATE_EMAILS = 5;
/** Ids per query, well under PostgreSQL's parameter limit. */
const ID_CHUNK = 5000;
const SEND_CONCURRENCY = 4;

const chunks = <T,>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const recipientColumns = {
  userId: users.id,
  email: users.email,
  uiLanguage: settings.uiLanguage,
  timeZone: settings.timeZone,
};

function groupByUser<T extends { userId: string }>(rows: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return [...groups.values()];
}

const audienceOf = (ctx: NotificationContext, row: { uiLanguage: string; timeZone: string }): EmailAudience => ({
  language: emailLanguage(row.uiLanguage),
  publicUrl: ctx.config.publicUrl,
  timeZone: row.timeZone,
});

/**
 * Emails the owners of newly imported reviews what they asked for: nothing with the master switch off;
 * per review one alert, the most pressing that applies (a low rating of 1-2 stars with notifyLowRating,
 * a match of their alert keywords, or a new review with notifyNewReview). More than five alerts for one
 * owner in one call (a first import) come as a single summary email instead. Sending failures are
 * answered, not thrown.
 */
export async function notifyForNewReviews(ctx: NotificationContext, reviewIds: readonly string[]): Promise<NotifySummary> {
  const summary = emptySummary();
  if (reviewIds.length === 0) return summary;
  const rows = [];
  for (const ids of chunks([...new Set(reviewIds)], ID_CHUNK)) {
    rows.push(
      ...(await ctx.database.db
        .select({
          ...recipientColumns,
          review: EMAIL_REVIEW_COLUMNS,
          emailNotifications: settings.emailNotifications,
          notifyNewReview: settings.notifyNewReview,
          notifyLowRating: settings.notifyLowRating,
          keywordAlerts: settings.keywordAlerts,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .innerJoin(settings, eq(settings.userId, reviews.userId))
        .where(and(inArray(reviews.id, ids), eq(settings.emailNotifications, true)))),
    );
  }

  await forEachLimited(groupByUser(rows), SEND_CONCURRENCY, async (group) => {
    const first = group[0]!;
    const audience = audienceOf(ctx, first);
    const alerts = group
      .map((row) => ({ review: row.review as ReviewForEmail, alert: reviewAlertFor(row, row.review) }))
      .filter((item): item is { review: ReviewForEmail; alert: ReviewAlert } => item.alert !== null);
    if (alerts.length > MAX_SEPARATE_EMAILS) {
      await deliver(ctx, summary, first.email, reviewBatchEmail(alerts.map(({ review, alert }) => ({ review, ...alert })), audience));
      return;
    }
    for (const { review, alert } of alerts) {
      await deliver(ctx, summary, first.email, reviewAlertEmail(alert.kind, review, alert.keywords, audience));
    }
  });
  return summary;
}

/**
 * Emails owners with notifyResponseGenerated (and the master switch) on that replies were drafted:
 * the review, the reply and what happens next (waiting for approval, or scheduled by auto-approval).
 * Replies already rejected or failed are left out; more than five for one owner come as one email.
 */
export async function notifyResponseGenerated(ctx: NotificationContext, responseIds: readonly string[]): Promise<NotifySummary> {
  const summary = emptySummary();
  if (responseIds.length === 0) return summary;
  const rows = [];
  for (const ids of chunks([...new Set(responseIds)], ID_CHUNK)) {
    rows.push(
      ...(await ctx.database.db
        .select({
          ...recipientColumns,
          review: EMAIL_REVIEW_COLUMNS,
          response: {
            id: aiResponses.id,
            responseText: aiResponses.responseText,
            status: aiResponses.status,
            scheduledFor: aiResponses.scheduledFor,
            postedAt: aiResponses.postedAt,
          },
        })
        .from(aiResponses)
        .innerJoin(reviews, eq(reviews.id, aiResponses.reviewId))
        .innerJoin(users, eq(users.id, aiResponses.userId))
        .innerJoin(settings, eq(settings.userId, aiResponses.userId))
        .where(
          and(
            inArray(aiResponses.id, ids),
            eq(settings.emailNotifications, true),
            eq(settings.notifyResponseGenerated, true),
            inArray(aiResponses.status, ['pending', 'approved', 'posted']),
          ),
        )),
    );
  }

  await forEachLimited(groupByUser(rows), SEND_CONCURRENCY, async (group) => {
    const first = group[0]!;
    const audience = audienceOf(ctx, first);
    if (group.length > MAX_SEPARATE_EMAILS) {
      await deliver(ctx, summary, first.email, responseBatchEmail(group.map((row) => ({ review: row.review, responseText: row.response.responseText })), audience));
      return;
    }
    for (const row of group) {
      await deliver(ctx, summary, first.email, responseGeneratedEmail(row.review, row.response as ResponseForEmail, audience));
    }
  });
  return summary;
}
