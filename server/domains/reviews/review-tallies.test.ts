import { eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { aiResponses, businesses, reviews, users } from '@server/db/schema';
import { seedResponse, seedReview, seedUser, type SeededUser } from '@server/test/seed';
import { openTestDatabase } from '@server/test/test-database';
import { pendingCounts, reviewStats } from './reviews.repo';

/** The figures the tallies must give, counted straight off the reviews as the inbox did before them. */
async function scanned(database: Database, userId: string) {
  const [row] = await database.query<{ total: number; responded: number; pending: number; five: number; average: string | null; positive: number; negative: number }>(
    `SELECT count(*)::int AS total,
       count(*) FILTER (WHERE reply_status = 'posted' OR (reply_status IS NULL AND platform_reply_text IS NOT NULL))::int AS responded,
       count(*) FILTER (WHERE reply_status IN ('pending', 'failed') OR (reply_status IS NULL AND platform_reply_text IS NULL))::int AS pending,
       count(*) FILTER (WHERE rating = 5 AND reply_status = 'pending')::int AS five,
       round(avg(rating), 2)::text AS average,
       count(*) FILTER (WHERE recommendation = 'positive')::int AS positive,
       count(*) FILTER (WHERE recommendation = 'negative')::int AS negative
     FROM reviews WHERE user_id = $1`,
    [userId],
  );
  return row!;
}

async function expectTalliesToMatch(database: Database, userId: string) {
  const scan = await scanned(database, userId);
  const stats = await reviewStats(database.db, userId);
  const counts = await pendingCounts(database.db, userId, {});
  expect(stats).toEqual({
    total: scan.total,
    responded: scan.responded,
    pending: scan.pending,
    averageRating: scan.average === null ? null : Number(scan.average),
    recommendations: { positive: scan.positive, negative: scan.negative },
  });
  expect(counts.total).toBe(scan.pending);
  expect(counts.fiveStarReady).toBe(scan.five);
}

describe('review tallies', () => {
  let database: Database & { dispose: () => Promise<void> };
  let owner: SeededUser;
  let other: SeededUser;
  beforeAll(async () => {
    database = await openTestDatabase();
    owner = await seedUser(database.db);
    other = await seedUser(database.db);
  });
  afterAll(() => database.dispose());

  it('count every review written, replied, answered on the platform, deleted and bulk-imported, in the same transaction', async () => {
    const db = database.db;
    const first = await seedReview(db, owner, { rating: 5 });
    const second = await seedReview(db, owner, { rating: 2 });
    await seedReview(db, owner, { rating: null, reviewText: null });
    await seedReview(db, other, { rating: 1 });
    // Facebook's recommendations are counted apart and left out of the average.
    const recommended = await seedReview(db, owner, { platform: 'facebook', rating: null, recommendation: 'positive' });
    await seedReview(db, owner, { platform: 'facebook', rating: null, recommendation: 'negative' });
    await expectTalliesToMatch(database, owner.userId);
    expect((await reviewStats(db, owner.userId)).recommendations).toEqual({ positive: 1, negative: 1 });
    await db.update(reviews).set({ recommendation: 'negative' }).where(eq(reviews.id, recommended.id));
    await expectTalliesToMatch(database, owner.userId);
    expect((await reviewStats(db, owner.userId)).recommendations).toEqual({ positive: 0, negative: 2 });

    // Our reply's status reaches reviews.reply_status through its own trigger, and the tallies follow.
    const reply = await seedResponse(db, first);
    await expectTalliesToMatch(database, owner.userId);
    await db.update(aiResponses).set({ status: 'posted' }).where(eq(aiResponses.id, reply.id));
    await db.update(reviews).set({ platformReplyText: 'Thanks!' }).where(eq(reviews.id, second.id));
    await expectTalliesToMatch(database, owner.userId);

    // Several rows in one statement, as an import writes them, and an update of many at once.
    await database.query(
      `INSERT INTO reviews (user_id, business_id, platform, platform_review_id, reviewer_name, rating, reviewed_at)
       SELECT $1, $2, 'google', 'bulk-' || n, 'Guest ' || n, 1 + n % 5, now() - n * interval '1 hour' FROM generate_series(1, 500) AS n`,
      [owner.userId, owner.businessId],
    );
    await database.query(`UPDATE reviews SET platform_reply_text = 'Answered there' WHERE platform_review_id LIKE 'bulk-%' AND rating = 4`);
    await expectTalliesToMatch(database, owner.userId);

    await db.delete(reviews).where(eq(reviews.id, first.id));
    await expectTalliesToMatch(database, owner.userId);
    expect((await reviewStats(db, other.userId)).total).toBe(1);
  });

  it('count out the reviews of a deleted business and of a deleted account, leaving no rows behind', async () => {
    const db = database.db;
    const [second] = await db.insert(businesses).values({ userId: owner.userId, name: 'Restaurant Havnely', industry: 'restaurant' }).returning();
    await seedReview(db, { ...owner, businessId: second!.id }, { rating: 4 });
    await db.delete(businesses).where(eq(businesses.id, second!.id));
    await expectTalliesToMatch(database, owner.userId);

    await db.delete(users).where(eq(users.id, other.userId));
    const left = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM review_tallies WHERE user_id = $1', [other.userId]);
    expect(left[0]!.n).toBe(0);
  });
});
