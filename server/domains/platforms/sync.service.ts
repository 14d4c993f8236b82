import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import type { Db } from '@server/db/client';
import { BULK_WRITE_ROWS, refreshStatistics } from '@server/db/maintenance';
import { platformConnections, reviews } from '@server/db/schema';
import type { ConnectionRow } from './connections.repo';
import { withAccessToken } from './connection-access';
import { publicReply, type PlatformReview } from './platform';
import { platformProblem } from './platform-problem';

export type SyncResult = { imported: number; updated: number; importedReviewIds: string[]; userId: string };

const changed = (stored: typeof reviews.$inferSelect, fresh: PlatformReview) =>
  stored.platformUpdatedAt?.getTime() !== fresh.updatedAt.getTime() ||
  stored.title !== fresh.title ||
  stored.reviewText !== fresh.text ||
  stored.rating !== fresh.rating ||
  stored.recommendation !== fresh.recommendation ||
  stored.canReply !== (fresh.canReply ?? true) ||
  stored.platformReplyText !== (publicReply(fresh)?.text ?? null);

const sameUtcDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/** Stores one page: new reviews in one insert, edited ones updated in place, the rest untouched. */
async function storePage(db: Db, connection: ConnectionRow, page: PlatformReview[]) {
  if (page.length === 0) return { insertedIds: [] as string[], updated: 0 };
  const ids = page.map((review) => review.platformReviewId);
  const existing = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, connection.userId), eq(reviews.platform, connection.platform), inArray(reviews.platformReviewId, ids)));
  const byId = new Map(existing.map((row) => [row.platformReviewId, row]));
  const fields = (review: PlatformReview) => ({
    reviewerName: review.reviewerName,
    title: review.title,
    reviewText: review.text,
    translatedText: review.translatedText,
    rating: review.rating,
    recommendation: review.recommendation,
    canReply: review.canReply ?? true,
    reviewedAt: review.createdAt,
    platformUpdatedAt: review.updatedAt,
    platformReplyText: publicReply(review)?.text ?? null,
    platformReplyAt: publicReply(review)?.updatedAt ?? null,
  });

  const fresh = page.filter((review) => !byId.has(review.platformReviewId));
  const inserted =
    fresh.length === 0
      ? []
      : await db
          .insert(reviews)
          .values(
            fresh.map((review) => ({
              userId: connection.userId,
              businessId: connection.businessId,
              connectionId: connection.id,
              platform: connection.platform,
              platformReviewId: review.platformReviewId,
              ...fields(review),
            })),
          )
          // A concurrent sync of the same connection may have stored it a moment ago.
          .onConflictDoNothing()
          .returning({ id: reviews.id });

  let updated = 0;
  for (const review of page) {
    const stored = byId.get(review.platformReviewId);
    if (!stored || !changed(stored, review)) continue;
    await db.update(reviews).set({ ...fields(review), updatedAt: new Date() }).where(eq(reviews.id, stored.id));
    updated++;
  }
  return { insertedIds: inserted.map((row) => row.id), updated };
}

/**
 * Imports a connection's reviews, newest first. The first sync reads everything; later ones stop at the
 * first page that holds nothing new or changed and reaches back to the last completed sync, so a
 * re-sync costs one page. A platform that lists by creation is read whole by the day's first sync, the
 * only way to see an older review edited or answered there.
 */
export async function syncConnection(ctx: AppContext, connectionId: string): Promise<SyncResult> {
  const { db } = ctx.database;
  try {
    const result = await withAccessToken(ctx, connectionId, async (adapter, accessToken, connection) => {
      const importedReviewIds: string[] = [];
      let updated = 0;
      let pageToken: string | undefined;
      const incremental = connection.lastSyncAt !== null && (adapter.listOrder === 'updated' || sameUtcDay(connection.lastSyncAt, new Date()));
      do {
        const page = await adapter.listReviews(accessToken, connection.platformLocationId, pageToken);
        const stored = await storePage(db, connection, page.reviews);
        importedReviewIds.push(...stored.insertedIds);
        updated += stored.updated;
        // Nothing new here, and the page reaches back to the last completed sync: the rest was seen then.
        // (A page stored by a sync that failed half-way is newer than that, so the next one reads on.)
        // An empty page says nothing: Graph may return one with more after it (B.2).
        const oldest = page.reviews.at(-1)?.updatedAt.getTime();
        const seenBefore = incremental && oldest !== undefined && oldest <= connection.lastSyncAt!.getTime();
        if (seenBefore && stored.insertedIds.length === 0 && stored.updated === 0) break;
        pageToken = page.nextPageToken;
      } while (pageToken);
      return { imported: importedReviewIds.length, updated, importedReviewIds, userId: connection.userId };
    });
    await db
      .update(platformConnections)
      .set({ lastSyncAt: new Date(), lastSyncError: null, lastSyncErrorCode: null })
      .where(eq(platformConnections.id, connectionId));
    if (result.imported >= BULK_WRITE_ROWS) await refreshStatistics(ctx.database, ['reviews']);
    return result;
  } catch (error) {
    const [failed] = await db.select({ platform: platformConnections.platform }).from(platformConnections).where(eq(platformConnections.id, connectionId));
    if (failed) {
      await db
        .update(platformConnections)
        .set({
          lastSyncError: (error as Error).message.slice(0, 500),
          lastSyncErrorCode: { code: 'syncFailed', params: { platform: failed.platform, problem: platformProblem(error) } },
        })
        .where(eq(platformConnections.id, connectionId));
    }
    throw error;
  }
}

/**
 * Fetches one review the platform told us about (a push) and stores it as a sync would: the push
 * names the review, its content is read from the platform, never from the push.
 */
export async function syncOneReview(ctx: AppContext, connectionId: string, platformReviewId: string): Promise<SyncResult> {
  return withAccessToken(ctx, connectionId, async (adapter, accessToken, connection) => {
    const review = await adapter.getReview(accessToken, platformReviewId);
    const stored = review ? await storePage(ctx.database.db, connection, [review]) : { insertedIds: [], updated: 0 };
    return { imported: stored.insertedIds.length, updated: stored.updated, importedReviewIds: stored.insertedIds, userId: connection.userId };
  });
}
