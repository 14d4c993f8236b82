import { describe, expect, it } from 'vitest';
import { aiResponses, reviews, settings } from '@server/db/schema';
import { seedResponse, seedReview, seedUser, type SeededUser } from '@server/test/seed';
import { useTestApp } from '@server/test/test-app';
import { purgeHistoryJob } from './jobs';
import { purgeExpiredHistory } from './purge-history';

const NOW = new Date('2026-06-10T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('purgeExpiredHistory', () => {
  const t = useTestApp();
  const db = () => t.ctx.database.db;
  const remaining = async () => (await db().select({ name: reviews.reviewerName }).from(reviews)).map((row) => row.name).sort();

  /** A review written `age` days ago, with a reply in the given state finished `finishedAgo` days ago. */
  async function reviewWith(owner: SeededUser, name: string, age: number, reply: 'posted' | 'rejected' | 'pending' | 'failed' | 'approved' | 'none', finishedAgo = age - 1, resolvedOffline = false) {
    const review = await seedReview(db(), owner, { reviewerName: name, reviewedAt: daysAgo(age), updatedAt: daysAgo(finishedAgo), resolvedOffline });
    if (reply !== 'none') {
      await seedResponse(db(), review, {
        status: reply,
        updatedAt: daysAgo(finishedAgo),
        postedAt: reply === 'posted' ? daysAgo(finishedAgo) : null,
        scheduledFor: reply === 'approved' ? new Date(NOW.getTime() + DAY) : null,
      });
    }
    return review;
  }

  it('deletes finished reviews older than the retention period, with their replies', async () => {
    const owner = await seedUser(db(), { settings: { historyRetentionDays: 30 } });
    await reviewWith(owner, 'posted-old', 45, 'posted', 40);
    await reviewWith(owner, 'rejected-old', 45, 'rejected', 40);
    await reviewWith(owner, 'offline-old', 45, 'none', 40, true);
    await seedReview(db(), owner, { reviewerName: 'answered-on-platform-old', reviewedAt: daysAgo(45), platformReplyText: 'Thanks!', platformReplyAt: daysAgo(40) });

    expect(await purgeExpiredHistory(t.ctx, NOW)).toEqual({ deletedReviews: 4 });
    expect(await remaining()).toEqual([]);
    expect(await db().select().from(aiResponses)).toEqual([]);
  });

  it('keeps anything still waiting or scheduled, however old', async () => {
    const owner = await seedUser(db(), { settings: { historyRetentionDays: 30 } });
    await reviewWith(owner, 'no-reply', 400, 'none');
    await reviewWith(owner, 'draft', 400, 'pending');
    await reviewWith(owner, 'failed', 400, 'failed');
    await reviewWith(owner, 'scheduled', 400, 'approved');
    // Resolved offline, but with a draft (Regenerate sets the flag too): still in the pending list.
    await reviewWith(owner, 'offline-with-draft', 400, 'pending', 399, true);

    expect(await purgeExpiredHistory(t.ctx, NOW)).toEqual({ deletedReviews: 0 });
    expect(await remaining()).toEqual(['draft', 'failed', 'no-reply', 'offline-with-draft', 'scheduled']);
  });

  it('keeps finished reviews younger than the period, and old ones finished within it', async () => {
    const owner = await seedUser(db(), { settings: { historyRetentionDays: 30 } });
    await reviewWith(owner, 'recent', 20, 'posted', 19);
    await reviewWith(owner, 'old-review-posted-lately', 200, 'posted', 5);
    await reviewWith(owner, 'old-review-rejected-lately', 200, 'rejected', 5);
    await reviewWith(owner, 'just-inside', 29, 'posted', 29);
    await reviewWith(owner, 'just-outside', 31, 'posted', 31);
    await seedReview(db(), owner, { reviewerName: 'old-review-answered-lately', reviewedAt: daysAgo(200), platformReplyText: 'Thanks!', platformReplyAt: daysAgo(5) });

    expect(await purgeExpiredHistory(t.ctx, NOW)).toEqual({ deletedReviews: 1 });
    expect(await remaining()).toEqual(['just-inside', 'old-review-answered-lately', 'old-review-posted-lately', 'old-review-rejected-lately', 'recent']);
  });

  it('follows each user’s own period and never purges when it is forever (null)', async () => {
    const thirty = await seedUser(db(), { settings: { historyRetentionDays: 30 } });
    const ninety = await seedUser(db(), { settings: { historyRetentionDays: 90 } });
    const forever = await seedUser(db(), { settings: { historyRetentionDays: null } });
    for (const [owner, label] of [
      [thirty, '30'],
      [ninety, '90'],
      [forever, 'forever'],
    ] as const) {
      await reviewWith(owner, `${label}-60-days`, 60, 'posted', 60);
      await reviewWith(owner, `${label}-1000-days`, 1000, 'posted', 1000);
    }

    expect(await purgeExpiredHistory(t.ctx, NOW)).toEqual({ deletedReviews: 3 });
    expect(await remaining()).toEqual(['90-60-days', 'forever-1000-days', 'forever-60-days']);
    expect(await db().select({ days: settings.historyRetentionDays }).from(settings)).toHaveLength(3);
  });

  it('deletes in batches until nothing is left', async () => {
    const owner = await seedUser(db(), { settings: { historyRetentionDays: 60 } });
    for (let index = 0; index < 7; index++) await reviewWith(owner, `old-${index}`, 100, 'posted', 100);
    await reviewWith(owner, 'keep', 100, 'pending');

    expect(await purgeExpiredHistory(t.ctx, NOW, { batchSize: 3 })).toEqual({ deletedReviews: 7 });
    expect(await remaining()).toEqual(['keep']);
  });

  it('is the daily purge-history job', async () => {
    const job = purgeHistoryJob(t.ctx);
    expect(job).toMatchObject({ name: 'purge-history', cron: '40 2 * * *' });
    const owner = await seedUser(db(), { settings: { historyRetentionDays: 30 } });
    // Relative to the real clock, since the job reads it.
    const real = Date.now();
    const old = await seedReview(db(), owner, { reviewerName: 'old', reviewedAt: new Date(real - 100 * DAY) });
    await seedResponse(db(), old, { status: 'posted', postedAt: new Date(real - 99 * DAY) });
    await seedReview(db(), owner, { reviewerName: 'new', reviewedAt: new Date(real - DAY) });

    await job.run({}, { lastAttempt: false });
    expect(await remaining()).toEqual(['new']);
  });
});
