import { eq } from 'drizzle-orm';
import { reviews } from '@server/db/schema';
import { seedResponse, seedReview, type SeededUser } from '@server/test/seed';
import { useTestApp } from '@server/test/test-app';

const t = useTestApp();

type Listed = { id: string; reviewerName: string; rating: number | null; platform: string; resolvedOffline: boolean; aiResponse?: { id: string; status: string; responseText: string } };

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));

/** A signed-in owner with a business, and reviews written straight to the database. */
async function owner() {
  const account = await t.signUp();
  const business = await t.request({ method: 'POST', url: '/api/businesses', cookie: account.cookie, payload: { name: 'Café Solsikke', industry: 'cafe' } });
  const seeded: SeededUser = { userId: account.userId, email: account.email, businessId: business.json().id };
  return { ...account, seeded };
}

/** Eight pending reviews over three platforms and every star, plus what must stay out of the inbox. */
async function inbox() {
  const me = await owner();
  const { db } = t.ctx.database;
  const specs = [
    { reviewerName: 'Anna Jensen', rating: 5, platform: 'google', reviewText: 'Lovely coffee and a 100% friendly team.', reviewedAt: at(8) },
    { reviewerName: 'Bo Madsen', rating: 4, platform: 'facebook', reviewText: 'Good cinnamon buns.', reviewedAt: at(7) },
    { reviewerName: 'Carla Ruiz', rating: 3, platform: 'trustpilot', reviewText: 'Okay, but slow service.', reviewedAt: at(6) },
    { reviewerName: 'Dirk Weber', rating: 2, platform: 'google', reviewText: 'The COFFEE was cold.', reviewedAt: at(5) },
    { reviewerName: 'Eva Lind', rating: 1, platform: 'google', reviewText: 'Rude staff.', reviewedAt: at(4) },
    { reviewerName: 'Frida Holm', rating: 5, platform: 'facebook', reviewText: null, reviewedAt: at(3) },
    { reviewerName: 'Gustav Berg', rating: null, platform: 'google', reviewText: 'No stars given, coffee fine.', reviewedAt: at(2) },
    { reviewerName: 'Hanne Dahl', rating: 5, platform: 'google', reviewText: 'Best coffee in town.', reviewedAt: at(1) },
  ] as const;
  const pending = [];
  for (const spec of specs) pending.push(await seedReview(db, me.seeded, { ...spec }));
  // Drafts for some: pending and failed replies keep a review in the inbox.
  await seedResponse(db, pending[0]!, { responseText: 'Thank you, Anna!' });
  await seedResponse(db, pending[3]!, { responseText: 'Sorry about the cold coffee, Dirk.', status: 'failed', statusReason: 'Google was down' });
  // Out of the inbox: answered on Google by the owner, and our replies that were posted or rejected.
  await seedReview(db, me.seeded, { reviewerName: 'Answered Elsewhere', platformReplyText: 'Thanks! (from the owner)', reviewedAt: at(9) });
  const posted = await seedReview(db, me.seeded, { reviewerName: 'Posted Reply', rating: 4, reviewText: 'Nice cakes.', reviewedAt: at(10) });
  await seedResponse(db, posted, { status: 'posted', postedAt: at(11), responseText: 'Glad you liked the cakes!' });
  const rejected = await seedReview(db, me.seeded, { reviewerName: 'Rejected Reply', rating: 2, reviewText: 'Too loud.', reviewedAt: at(9) });
  await seedResponse(db, rejected, { status: 'rejected', responseText: 'We are sorry about the noise.' });
  return { ...me, pending };
}

const get = async (cookie: string, url: string) => {
  const response = await t.request({ method: 'GET', url, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json() as Listed[], total: Number(response.headers['x-total-count']) };
};
const names = (items: Listed[]) => items.map((item) => item.reviewerName);

describe('GET /api/reviews/pending', () => {
  it('answers every waiting review newest first, each with its reply when it has one', async () => {
    const { cookie } = await inbox();
    const { items, total } = await get(cookie, '/api/reviews/pending');
    expect(names(items)).toEqual(['Anna Jensen', 'Bo Madsen', 'Carla Ruiz', 'Dirk Weber', 'Eva Lind', 'Frida Holm', 'Gustav Berg', 'Hanne Dahl']);
    expect(total).toBe(8);
    expect(items[0]!.aiResponse).toMatchObject({ status: 'pending', responseText: 'Thank you, Anna!' });
    expect(items[3]!.aiResponse).toMatchObject({ status: 'failed', statusReason: 'Google was down' });
    expect(items[1]).not.toHaveProperty('aiResponse');
  });

  it('pages, and counts what matches in X-Total-Count', async () => {
    const { cookie } = await inbox();
    const second = await get(cookie, '/api/reviews/pending?page=2&pageSize=3');
    expect(names(second.items)).toEqual(['Dirk Weber', 'Eva Lind', 'Frida Holm']);
    expect(second.total).toBe(8);
    expect((await get(cookie, '/api/reviews/pending?page=4&pageSize=3')).items).toEqual([]);
  });

  it.each([
    ['stars=5', ['Anna Jensen', 'Frida Holm', 'Hanne Dahl']],
    ['platform=facebook', ['Bo Madsen', 'Frida Holm']],
    ['stars=5&platform=google', ['Anna Jensen', 'Hanne Dahl']],
    ['sentiment=negative', ['Dirk Weber', 'Eva Lind']],
    ['sentiment=neutral', ['Carla Ruiz']],
    ['q=coffee', ['Anna Jensen', 'Dirk Weber', 'Gustav Berg', 'Hanne Dahl']],
    ['q=BO%20MAD', ['Bo Madsen']],
    ['q=100%25', ['Anna Jensen']],
    ['q=_', []],
    ['sort=oldest', ['Hanne Dahl', 'Gustav Berg', 'Frida Holm', 'Eva Lind', 'Dirk Weber', 'Carla Ruiz', 'Bo Madsen', 'Anna Jensen']],
    ['sort=lowest&platform=google', ['Eva Lind', 'Dirk Weber', 'Anna Jensen', 'Hanne Dahl', 'Gustav Berg']],
    ['sort=highest&stars=all&platform=all', ['Anna Jensen', 'Frida Holm', 'Hanne Dahl', 'Bo Madsen', 'Carla Ruiz', 'Dirk Weber', 'Eva Lind', 'Gustav Berg']],
  ])('filters and sorts: %s', async (query, expected) => {
    const { cookie } = await inbox();
    const { items, total } = await get(cookie, `/api/reviews/pending?${query}`);
    expect(names(items)).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it.each(['page=0', 'pageSize=101', 'stars=6', 'platform=yelp', 'sort=random', 'sentiment=happy', `q=${'x'.repeat(201)}`])(
    'answers 400 with a message to %s',
    async (query) => {
      const { cookie } = await t.signUp();
      const response = await t.request({ method: 'GET', url: `/api/reviews/pending?${query}`, cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );
});

describe('GET /api/reviews/pending/counts', () => {
  it('counts each star filter with the platform filter applied, and each platform with the star filter', async () => {
    const { cookie } = await inbox();
    const all = (await t.request({ method: 'GET', url: '/api/reviews/pending/counts', cookie })).json();
    expect(all).toEqual({
      total: 8,
      stars: { all: 8, '5': 3, '4': 1, '3': 1, '2': 1, '1': 1 },
      platforms: { all: 8, google: 5, facebook: 2, trustpilot: 1 },
      withResponse: 2,
      fiveStarReady: 1,
    });
    const filtered = (await t.request({ method: 'GET', url: '/api/reviews/pending/counts?stars=5&platform=google', cookie })).json();
    expect(filtered.stars).toEqual({ all: 5, '5': 2, '4': 0, '3': 0, '2': 1, '1': 1 });
    expect(filtered.platforms).toEqual({ all: 3, google: 2, facebook: 1, trustpilot: 0 });
  });
});

describe('GET /api/reviews/stats', () => {
  it('answers total, responded, pending and the average rating', async () => {
    const { cookie } = await inbox();
    const stats = (await t.request({ method: 'GET', url: '/api/reviews/stats', cookie })).json();
    // 11 reviews; responded: ours posted and the one the owner answered on Google; the average over the 9 that have stars.
    expect(stats).toEqual({ total: 11, responded: 2, pending: 8, averageRating: Math.round((5 + 4 + 3 + 2 + 1 + 5 + 5 + 5 + 4 + 2) / 10 * 100) / 100, recommendations: { positive: 0, negative: 0 } });
  });

  it('answers zeros and no average for a new account', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/reviews/stats', cookie })).json()).toEqual({ total: 0, responded: 0, pending: 0, averageRating: null, recommendations: { positive: 0, negative: 0 } });
  });
});

describe('GET /api/reviews/history', () => {
  it('lists the reviews with an approved, posted or rejected reply, filtered by status and searched in the reply', async () => {
    const { cookie } = await inbox();
    expect(names((await get(cookie, '/api/reviews/history')).items)).toEqual(['Posted Reply', 'Rejected Reply']);
    expect(names((await get(cookie, '/api/reviews/history?status=rejected')).items)).toEqual(['Rejected Reply']);
    expect(names((await get(cookie, '/api/reviews/history?q=CAKES')).items)).toEqual(['Posted Reply']);
    expect(names((await get(cookie, '/api/reviews/history?q=noise')).items)).toEqual(['Rejected Reply']);
    const [posted] = (await get(cookie, '/api/reviews/history?status=posted')).items;
    expect(posted!.aiResponse).toMatchObject({ status: 'posted', postedAt: at(11).toISOString() });
  });
});

describe('GET /api/reviews/{id}', () => {
  const getOne = (url: string, cookie?: string) => t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });

  it('answers an own waiting review as the pending list shows it, and that it is waiting', async () => {
    const { cookie, pending } = await inbox();
    const listed = (await get(cookie, '/api/reviews/pending')).items;
    for (const review of [pending[0]!, pending[3]!, pending[7]!]) {
      const response = await getOne(`/api/reviews/${review.id}`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...listed.find((item) => item.id === review.id), waiting: true });
    }
  });

  it('answers a review that left the inbox with its status, not waiting', async () => {
    const { cookie } = await inbox();
    const history = (await get(cookie, '/api/reviews/history')).items;
    const posted = history.find((item) => item.reviewerName === 'Posted Reply')!;
    const response = await getOne(`/api/reviews/${posted.id}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reviewerName: 'Posted Reply', waiting: false, aiResponse: { status: 'posted', postedAt: at(11).toISOString() } });
    const rejected = history.find((item) => item.reviewerName === 'Rejected Reply')!;
    expect((await getOne(`/api/reviews/${rejected.id}`, cookie)).json()).toMatchObject({ waiting: false, aiResponse: { status: 'rejected' } });
  });

  it('answers a review the owner answered on the platform itself as not waiting, without a reply of ours', async () => {
    const me = await owner();
    const answered = await seedReview(t.ctx.database.db, me.seeded, { reviewerName: 'Answered Elsewhere', platformReplyText: 'Thanks!' });
    const body = (await getOne(`/api/reviews/${answered.id}`, me.cookie)).json();
    expect(body).toMatchObject({ id: answered.id, waiting: false });
    expect(body).not.toHaveProperty('aiResponse');
  });

  it("answers 404 with a message for another account's review and an unknown id, 400 for a malformed id, 401 without a session", async () => {
    const { pending } = await inbox();
    const stranger = await t.signUp();
    for (const url of [`/api/reviews/${pending[0]!.id}`, '/api/reviews/00000000-0000-4000-8000-000000009999']) {
      const response = await getOne(url, stranger.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Review not found');
    }
    for (const url of ['/api/reviews/nope', `/api/reviews/${pending[0]!.id}x`, "/api/reviews/1'%20or%20'1'='1"]) {
      const response = await getOne(url, stranger.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.stringContaining('Not a valid id'));
    }
    expect((await getOne(`/api/reviews/${pending[0]!.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /api/reviews/{id}', () => {
  it('stores resolvedOffline', async () => {
    const { cookie, pending } = await inbox();
    const response = await t.request({ method: 'PATCH', url: `/api/reviews/${pending[1]!.id}`, cookie, payload: { resolvedOffline: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: pending[1]!.id, resolvedOffline: true });
    const [row] = await t.ctx.database.db.select().from(reviews).where(eq(reviews.id, pending[1]!.id));
    expect(row!.resolvedOffline).toBe(true);
  });

  it.each([{}, { resolvedOffline: 'yes' }, { resolvedOffline: true, rating: 5 }])('answers 400 to %j and changes nothing', async (payload) => {
    const { cookie, pending } = await inbox();
    const response = await t.request({ method: 'PATCH', url: `/api/reviews/${pending[1]!.id}`, cookie, payload });
    expect(response.statusCode).toBe(400);
    const [row] = await t.ctx.database.db.select().from(reviews).where(eq(reviews.id, pending[1]!.id));
    expect(row).toMatchObject({ resolvedOffline: false, rating: 4 });
  });

  it("answers 404 for another account's review, 400 for a malformed id, 401 without a session", async () => {
    const { pending } = await inbox();
    const stranger = await t.signUp();
    expect((await t.request({ method: 'PATCH', url: `/api/reviews/${pending[1]!.id}`, cookie: stranger.cookie, payload: { resolvedOffline: true } })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: '/api/reviews/nope', cookie: stranger.cookie, payload: { resolvedOffline: true } })).statusCode).toBe(400);
    expect((await t.request({ method: 'PATCH', url: `/api/reviews/${pending[1]!.id}`, payload: { resolvedOffline: true } })).statusCode).toBe(401);
  });
});

describe('POST /api/reviews/{id}/generate-response', () => {
  it('drafts a reply for a review without one, and a different one each time after', async () => {
    const { cookie, pending } = await inbox();
    const review = pending[1]!; // Bo Madsen, 4 stars, no draft yet
    const first = await t.request({ method: 'POST', url: `/api/reviews/${review.id}/generate-response`, cookie });
    expect(first.statusCode).toBe(200);
    const drafted = first.json();
    expect(drafted.aiResponse).toMatchObject({ status: 'pending', language: 'en' });
    expect(drafted.aiResponse.responseText).toMatch(/\bBo\b/);
    expect(JSON.parse(drafted.aiSummary)).toMatchObject({ summary: expect.any(String), sentiment: 'positive' });

    const texts = new Set([drafted.aiResponse.responseText]);
    for (let i = 0; i < 3; i++) {
      const again = await t.request({ method: 'POST', url: `/api/reviews/${review.id}/generate-response`, cookie, payload: {} });
      expect(again.json().aiResponse.id).toBe(drafted.aiResponse.id);
      texts.add(again.json().aiResponse.responseText);
    }
    expect(texts.size).toBe(4);
  });

  it('follows a tone and a language asked for', async () => {
    const { cookie, pending } = await inbox();
    const response = await t.request({ method: 'POST', url: `/api/reviews/${pending[1]!.id}/generate-response`, cookie, payload: { tone: 'professional', language: 'da' } });
    expect(response.json().aiResponse).toMatchObject({ tone: 'professional', language: 'da' });
  });

  it('refuses with 409 a review whose reply is posted, and 404 for another account', async () => {
    const { cookie } = await inbox();
    const [posted] = (await get(cookie, '/api/reviews/history?status=posted')).items;
    expect((await t.request({ method: 'POST', url: `/api/reviews/${posted!.id}/generate-response`, cookie })).statusCode).toBe(409);
    const stranger = await t.signUp();
    expect((await t.request({ method: 'POST', url: `/api/reviews/${posted!.id}/generate-response`, cookie: stranger.cookie })).statusCode).toBe(404);
  });

  it('answers 400 to an unknown tone or language', async () => {
    const { cookie, pending } = await inbox();
    for (const payload of [{ tone: 'angry' }, { language: 'xx' }, { tone: 'casual', extra: 1 }]) {
      expect((await t.request({ method: 'POST', url: `/api/reviews/${pending[1]!.id}/generate-response`, cookie, payload })).statusCode).toBe(400);
    }
  });
});

describe('one location or all (?location=)', () => {
  /** The café's inbox, and a second location of the same owner with three reviews of its own. */
  async function twoLocations() {
    const cafe = await inbox();
    const { db } = t.ctx.database;
    const hotel = await t.request({ method: 'POST', url: '/api/businesses', cookie: cafe.cookie, payload: { name: 'Hotel Havblik', industry: 'hotel' } });
    const atHotel: SeededUser = { ...cafe.seeded, businessId: hotel.json().id };
    const happy = await seedReview(db, atHotel, { reviewerName: 'Hotel Guest', rating: 5, reviewText: 'Sea view!', reviewedAt: at(12) });
    await seedResponse(db, happy, { responseText: 'Thank you for staying with us!' });
    await seedReview(db, atHotel, { reviewerName: 'Cold Room', rating: 1, platform: 'trustpilot', reviewText: 'The room was cold.', reviewedAt: at(12) });
    const posted = await seedReview(db, atHotel, { reviewerName: 'Hotel Posted', rating: 4, reviewText: 'Nice.', reviewedAt: at(12) });
    await seedResponse(db, posted, { status: 'posted', postedAt: at(13), responseText: 'Thanks for the stay!' });
    return { ...cafe, cafeId: cafe.seeded.businessId, hotelId: atHotel.businessId };
  }

  it('lists, counts and totals only the location asked for, and everything for all', async () => {
    const { cookie, cafeId, hotelId } = await twoLocations();
    const hotel = await get(cookie, `/api/reviews/pending?location=${hotelId}`);
    expect(names(hotel.items).sort()).toEqual(['Cold Room', 'Hotel Guest']);
    expect(hotel.total).toBe(2);
    expect((hotel.items as Array<Listed & { businessId: string }>).every((item) => item.businessId === hotelId)).toBe(true);
    expect((await get(cookie, `/api/reviews/pending?location=${cafeId}`)).total).toBe(8);
    expect((await get(cookie, '/api/reviews/pending?location=all')).total).toBe(10);
    expect((await get(cookie, `/api/reviews/history?location=${hotelId}`)).items.map((item) => item.reviewerName)).toEqual(['Hotel Posted']);

    const counts = (await t.request({ method: 'GET', url: `/api/reviews/pending/counts?location=${hotelId}`, cookie })).json();
    expect(counts).toEqual({
      total: 2,
      stars: { all: 2, '5': 1, '4': 0, '3': 0, '2': 0, '1': 1 },
      platforms: { all: 2, google: 1, facebook: 0, trustpilot: 1 },
      withResponse: 1,
      fiveStarReady: 1,
    });
    const stats = (await t.request({ method: 'GET', url: `/api/reviews/stats?location=${hotelId}`, cookie })).json();
    expect(stats).toEqual({ total: 3, responded: 1, pending: 2, averageRating: 3.33, recommendations: { positive: 0, negative: 0 } });
    expect((await t.request({ method: 'GET', url: '/api/reviews/stats', cookie })).json().total).toBe(14);
  });

  it("finds nothing at another account's location, and answers 400 for an id that is no id", async () => {
    const { hotelId } = await twoLocations();
    const stranger = await t.signUp();
    expect((await get(stranger.cookie, `/api/reviews/pending?location=${hotelId}`)).total).toBe(0);
    expect((await t.request({ method: 'GET', url: `/api/reviews/stats?location=${hotelId}`, cookie: stranger.cookie })).json().total).toBe(0);
    const bad = await t.request({ method: 'GET', url: '/api/reviews/pending?location=hotel', cookie: stranger.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Not a valid location id/);
  });
});
