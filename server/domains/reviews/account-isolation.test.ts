import { seedResponse, seedReview, seedUser } from '@server/test/seed';
import { useTestApp } from '@server/test/test-app';

const t = useTestApp();

/**
 * The pending predicate is an OR; these reviews of another account (never answered, or with a pending
 * draft) are exactly the ones that leaked when it was not parenthesised inside the user's condition.
 */
describe('the inbox of one account', () => {
  it('lists, counts and sums only its own reviews', async () => {
    const { db } = t.ctx.database;
    const me = await t.signUp();
    const business = await t.request({ method: 'POST', url: '/api/businesses', cookie: me.cookie, payload: { name: 'Mine', industry: 'cafe' } });
    const mine = { userId: me.userId, email: me.email, businessId: business.json().id as string };
    await seedReview(db, mine, { reviewerName: 'My Reviewer', rating: 4 });

    const other = await seedUser(db);
    await seedReview(db, other, { reviewerName: 'Their Reviewer', rating: 1 });
    await seedResponse(db, await seedReview(db, other, { reviewerName: 'Their Drafted Reviewer', rating: 2 }));

    const pending = await t.request({ method: 'GET', url: '/api/reviews/pending', cookie: me.cookie });
    expect(pending.json().map((review: { reviewerName: string }) => review.reviewerName)).toEqual(['My Reviewer']);
    expect(pending.headers['x-total-count']).toBe('1');

    const counts = await t.request({ method: 'GET', url: '/api/reviews/pending/counts', cookie: me.cookie });
    expect(counts.json()).toMatchObject({ total: 1, stars: { all: 1, '4': 1, '1': 0, '2': 0 }, platforms: { all: 1, google: 1 } });

    const stats = await t.request({ method: 'GET', url: '/api/reviews/stats', cookie: me.cookie });
    expect(stats.json()).toMatchObject({ total: 1, pending: 1, averageRating: 4 });
  });
});
