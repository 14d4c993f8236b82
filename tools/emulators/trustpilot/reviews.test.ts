import { afterEach, describe, expect, it } from 'vitest';
import type { TrustpilotEmulator, TrustpilotEmulatorOptions } from './create-emulator';
import { BAKERY, CAFE, OTHER_BUSINESS_USER, PRIMARY_BUSINESS_USER, RESTAURANT } from './seed/businesses';
import { api, connect, testEmulator } from './testing';

let emulator: TrustpilotEmulator;
let token: string;
afterEach(async () => emulator?.close());

async function setup(options: TrustpilotEmulatorOptions = {}) {
  ({ emulator } = await testEmulator({ autoConsent: true, ...options }));
  token = (await connect(emulator)).access_token;
}

interface Review {
  id: string;
  stars: number;
  title: string;
  text: string;
  language?: string;
  createdAt: string;
  companyReply?: { text: string };
  businessUnit: { id: string };
}

const list = async (query = '', unit = CAFE.id) => {
  const response = await api(emulator, token, `/v1/private/business-units/${unit}/reviews${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { reviews: Review[]; links: { rel: string; href: string; method: string }[] };
};

describe('business units of the token', () => {
  it('lists the units the business user manages', async () => {
    await setup();
    const body = (await api(emulator, token, '/v1/private/business-units')).json();
    expect(body.businessUserId).toBe(PRIMARY_BUSINESS_USER.id);
    expect(body.businessUnits.map((u: { id: string; displayName: string }) => [u.id, u.displayName])).toEqual([
      [CAFE.id, 'Café Solsikke'],
      [RESTAURANT.id, 'Restaurant Havnely'],
    ]);
  });

  it('needs a valid bearer token', async () => {
    await setup();
    const response = await api(emulator, undefined, '/v1/private/business-units');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Unauthorized', correlationId: expect.any(String) });
    expect((await api(emulator, 'not-a-token', `/v1/private/business-units/${CAFE.id}/reviews`)).statusCode).toBe(401);
  });
});

describe('review list', () => {
  it('serves the documented shape: title, text, stars, timestamps without offset, links', async () => {
    await setup();
    const { reviews, links } = await list();
    expect(reviews).toHaveLength(12);
    expect(links).toEqual([]);
    for (const review of reviews) {
      expect(review.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(review.id).toMatch(/^[0-9a-f]{24}$/);
      expect(review.title.length).toBeGreaterThan(0);
      expect(review.text.length).toBeGreaterThan(0);
      expect(review.businessUnit.id).toBe(CAFE.id);
    }
    expect(reviews[0]).toMatchObject({ consumer: { displayName: expect.any(String), links: expect.any(Array) }, status: 'active', updatedAt: null });
  });

  it('some reviews come without language, and companyReply appears only when replied', async () => {
    await setup({ reviews: 60 });
    const { reviews } = await list('?perPage=100');
    expect(reviews.some((r) => !('language' in r))).toBe(true);
    expect(new Set(reviews.flatMap((r) => r.language ?? []))).toEqual(new Set(['da', 'en', 'sv', 'de']));
    const replied = reviews.filter((r) => 'companyReply' in r);
    expect(replied.length).toBeGreaterThan(0);
    expect(replied.length).toBeLessThan(reviews.length);
  });

  it('pages by number: default 20, a short last page, an empty array past the end, next/prev links', async () => {
    await setup({ reviews: 45 });
    const first = await list();
    expect(first.reviews).toHaveLength(20);
    expect(first.links.map((l) => l.rel)).toEqual(['next-page']);
    expect(new URL(first.links[0]!.href).searchParams.get('page')).toBe('2');
    const third = await list('?page=3');
    expect(third.reviews).toHaveLength(5);
    expect(third.links.map((l) => l.rel)).toEqual(['prev-page']);
    expect((await list('?page=4')).reviews).toEqual([]);
    const ids = [...first.reviews, ...(await list('?page=2')).reviews, ...third.reviews].map((r) => r.id);
    expect(new Set(ids).size).toBe(45);
  });

  it('clamps perPage above 100 and refuses 0 or garbage with 1001', async () => {
    await setup({ reviews: 150 });
    expect((await list('?perPage=500')).reviews).toHaveLength(100);
    expect((await list('?perPage=7')).reviews).toHaveLength(7);
    for (const query of ['?perPage=0', '?perPage=abc', '?page=0', '?orderBy=rating']) {
      const response = await api(emulator, token, `/v1/private/business-units/${CAFE.id}/reviews${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The request was malformed', errorCode: 1001, details: '' });
    }
  });

  it('orders by createdat and stars', async () => {
    await setup({ reviews: 40 });
    const dates = (q: string) => list(q).then((b) => b.reviews.map((r) => r.createdAt));
    const desc = await dates('?perPage=100');
    expect(desc).toEqual([...desc].sort().reverse());
    expect(await dates('?perPage=100&orderBy=createdat.asc')).toEqual([...desc].reverse());
    const starsDesc = (await list('?perPage=100&orderBy=stars.desc')).reviews.map((r) => r.stars);
    expect(starsDesc).toEqual([...starsDesc].sort((a, b) => b - a));
    const starsAsc = (await list('?perPage=100&orderBy=stars.asc')).reviews.map((r) => r.stars);
    expect(starsAsc).toEqual([...starsAsc].sort((a, b) => a - b));
  });

  it('filters by stars, language, responded and startDateTime', async () => {
    await setup({ reviews: 80 });
    const all = (await list('?perPage=100')).reviews;
    const low = (await list('?perPage=100&stars=1&stars=2')).reviews;
    expect(low.map((r) => r.id)).toEqual(all.filter((r) => r.stars <= 2).map((r) => r.id));
    expect((await list('?perPage=100&stars=1,2')).reviews).toEqual(low);
    const danishOrSwedish = (await list('?perPage=100&language=da&language=sv')).reviews;
    expect(danishOrSwedish.map((r) => r.id)).toEqual(all.filter((r) => r.language === 'da' || r.language === 'sv').map((r) => r.id));
    const answered = (await list('?perPage=100&responded=true')).reviews;
    expect(answered.map((r) => r.id)).toEqual(all.filter((r) => r.companyReply).map((r) => r.id));
    expect((await list('?perPage=100&responded=false')).reviews).toHaveLength(all.length - answered.length);
    const since = all[10]!.createdAt;
    expect((await list(`?perPage=100&startDateTime=${since}`)).reviews.map((r) => r.id)).toEqual(all.slice(0, 11).map((r) => r.id));
    expect((await list(`?perPage=100&startDateTime=${since.slice(0, 10)}`)).reviews.length).toBeGreaterThanOrEqual(11);
  });

  it('403 for a unit the business user does not manage, 404 for an unknown one', async () => {
    await setup();
    expect((await api(emulator, token, `/v1/private/business-units/${BAKERY.id}/reviews`)).statusCode).toBe(403);
    expect((await api(emulator, token, '/v1/private/business-units/000000000000000000000000/reviews')).statusCode).toBe(404);
  });
});

describe('one review', () => {
  it('reads a review back by id; 403 for another unit, 404 when unknown', async () => {
    // The login page (not auto-consent) is where the other business user can be chosen.
    await setup({ autoConsent: false });
    const [first] = (await list()).reviews;
    const one = await api(emulator, token, `/v1/private/reviews/${first!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    const bakeryReview = emulator.state.snapshot({ businessUnitId: BAKERY.id }).reviews![0]!;
    expect((await api(emulator, token, `/v1/private/reviews/${bakeryReview.id}`)).statusCode).toBe(403);
    const baker = await connect(emulator, OTHER_BUSINESS_USER.id);
    expect((await api(emulator, baker.access_token, `/v1/private/reviews/${bakeryReview.id}`)).statusCode).toBe(200);
    expect((await api(emulator, token, '/v1/private/reviews/000000000000000000000000')).statusCode).toBe(404);
  });
});
