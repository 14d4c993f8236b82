import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { GoogleEmulator } from './create-emulator';
import { GROUP_ACCOUNT, PERSONAL_ACCOUNT, SEED_LOCATIONS } from './seed/businesses';
import { api, connect, testEmulator } from './testing';
import { starValue, type Review } from './types';

let emulator: GoogleEmulator;
let token: string;
beforeAll(async () => {
  ({ emulator } = await testEmulator({ seed: 120, autoConsent: true }));
  token = (await connect(emulator)).access_token;
});
afterAll(async () => emulator.close());

const get = (url: string) => api(emulator, token, url);
const cafe = `${PERSONAL_ACCOUNT}/${SEED_LOCATIONS[0]!.location.name}`;
const hotel = `${GROUP_ACCOUNT}/${SEED_LOCATIONS[1]!.location.name}`;

describe('Account Management v1: accounts.list', () => {
  it('lists the user\'s accounts, personal first', async () => {
    const body = (await get('/v1/accounts')).json();
    expect(body.accounts.map((a: { name: string; type: string }) => [a.name, a.type])).toEqual([
      [PERSONAL_ACCOUNT, 'PERSONAL'],
      [GROUP_ACCOUNT, 'LOCATION_GROUP'],
    ]);
    expect(body.accounts[0]).toMatchObject({ accountName: 'Mette Sørensen', role: 'PRIMARY_OWNER', verificationState: 'VERIFIED' });
    expect(body.nextPageToken).toBeUndefined();
  });

  it('pages with pageSize and an opaque pageToken, omitted on the last page', async () => {
    const first = (await get('/v1/accounts?pageSize=1')).json();
    expect(first.accounts).toHaveLength(1);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = (await get(`/v1/accounts?pageSize=1&pageToken=${first.nextPageToken}`)).json();
    expect(second.accounts.map((a: { name: string }) => a.name)).toEqual([GROUP_ACCOUNT]);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('filters by type and refuses a foreign or garbled pageToken', async () => {
    expect((await get('/v1/accounts?filter=type%3DLOCATION_GROUP')).json().accounts).toHaveLength(1);
    const bad = await get('/v1/accounts?pageToken=garbage');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.status).toBe('INVALID_ARGUMENT');
  });

  it('gets one account, and refuses someone else\'s', async () => {
    expect((await get(`/v1/${PERSONAL_ACCOUNT}`)).json().name).toBe(PERSONAL_ACCOUNT);
    const other = await get('/v1/accounts/112938475610293847560');
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toMatchObject({ code: 403, status: 'PERMISSION_DENIED', message: 'The caller does not have permission' });
  });
});

describe('Business Information v1: locations.list', () => {
  it('requires readMask (400 INVALID_ARGUMENT without it)', async () => {
    const response = await get(`/v1/${GROUP_ACCOUNT}/locations`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT', message: 'Request contains an invalid argument.' });
    expect(response.json().error.details[0].fieldViolations[0].field).toBe('read_mask');
    expect((await get(`/v1/${GROUP_ACCOUNT}/locations?readMask=name,nonsense`)).statusCode).toBe(400);
  });

  it('returns only the fields in the mask; names have no account prefix', async () => {
    const body = (await get(`/v1/${GROUP_ACCOUNT}/locations?readMask=name,title,metadata.newReviewUri`)).json();
    expect(body.locations).toEqual([
      { name: SEED_LOCATIONS[1]!.location.name, title: 'Hotel Havblik', metadata: { newReviewUri: expect.stringContaining('writereview') } },
      { name: SEED_LOCATIONS[2]!.location.name, title: 'Salon Nordlys', metadata: { newReviewUri: expect.stringContaining('writereview') } },
      { name: SEED_LOCATIONS[3]!.location.name, title: 'Bageri Kornblomst', metadata: { newReviewUri: expect.stringContaining('writereview') } },
    ]);
    expect(body.locations[0].name).toMatch(/^locations\/\d+$/);
  });

  it('pages, orders by title desc, and refuses accounts the caller does not manage', async () => {
    const first = (await get(`/v1/${GROUP_ACCOUNT}/locations?readMask=title&pageSize=1&orderBy=title%20desc`)).json();
    expect(first.locations).toEqual([{ title: 'Salon Nordlys' }]);
    const second = (await get(`/v1/${GROUP_ACCOUNT}/locations?readMask=title&pageSize=1&orderBy=title%20desc&pageToken=${first.nextPageToken}`)).json();
    expect(second.locations).toEqual([{ title: 'Hotel Havblik' }]);
    const third = (await get(`/v1/${GROUP_ACCOUNT}/locations?readMask=title&pageSize=1&orderBy=title%20desc&pageToken=${second.nextPageToken}`)).json();
    expect(third).toEqual({ locations: [{ title: 'Bageri Kornblomst' }] });
    expect((await get('/v1/accounts/999/locations?readMask=name')).statusCode).toBe(403);
  });

  it('gets one location by its name', async () => {
    const body = (await get(`/v1/${SEED_LOCATIONS[0]!.location.name}?readMask=title,storefrontAddress`)).json();
    expect(body).toMatchObject({ title: 'Café Solsikke', storefrontAddress: { locality: 'København N', regionCode: 'DK' } });
  });
});

describe('Reviews v4: list', () => {
  async function all(parent: string, orderBy?: string, pageSize = 50) {
    const reviews: Review[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    let first: Record<string, unknown> | undefined;
    do {
      const params = new URLSearchParams({ pageSize: String(pageSize), ...(orderBy ? { orderBy } : {}), ...(pageToken ? { pageToken } : {}) });
      const response = await get(`/v4/${parent}/reviews?${params.toString()}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      first ??= body;
      reviews.push(...body.reviews);
      pageToken = body.nextPageToken;
      pages++;
    } while (pageToken);
    return { reviews, pages, first: first! };
  }

  it('clamps pageSize to 50 and pages through every review exactly once', async () => {
    const { reviews, pages, first } = await all(cafe, undefined, 200);
    expect(pages).toBe(3);
    expect((first.reviews as unknown[]).length).toBe(50);
    expect(reviews).toHaveLength(120);
    expect(new Set(reviews.map((r) => r.reviewId)).size).toBe(120);
    expect(first.totalReviewCount).toBe(120);
  });

  it('defaults to updateTime desc and reports averageRating to one decimal', async () => {
    const { reviews, first } = await all(cafe);
    const times = reviews.map((r) => Date.parse(r.updateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const average = reviews.reduce((sum, r) => sum + starValue(r.starRating), 0) / reviews.length;
    expect(first.averageRating).toBe(Math.round(average * 10) / 10);
  });

  it('orders by rating and rating desc', async () => {
    const up = (await all(hotel, 'rating')).reviews.map((r) => starValue(r.starRating));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await all(hotel, 'rating desc', 7)).reviews.map((r) => starValue(r.starRating));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down).toHaveLength(120);
  });

  it('refuses orderBy values Google does not accept', async () => {
    const response = await get(`/v4/${cafe}/reviews?orderBy=updateTime`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].fieldViolations[0].field).toBe('order_by');
  });

  it('serves reviews in the v4 shape', async () => {
    const body = (await get(`/v4/${cafe}/reviews?pageSize=5`)).json();
    const review = body.reviews[0];
    expect(review.name).toBe(`${cafe}/reviews/${review.reviewId}`);
    expect(review.starRating).toMatch(/^(ONE|TWO|THREE|FOUR|FIVE)$/);
    expect(review.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(review.reviewer.displayName).toEqual(expect.any(String));
  });

  it('an unknown location is 404; another user\'s account is 403', async () => {
    expect((await get(`/v4/${PERSONAL_ACCOUNT}/locations/1/reviews`)).statusCode).toBe(404);
    expect((await get('/v4/accounts/112938475610293847560/locations/1/reviews')).statusCode).toBe(403);
  });
});

describe('Reviews v4: get and batchGetReviews', () => {
  it('gets one review; an unknown one is NOT_FOUND', async () => {
    const listed = (await get(`/v4/${cafe}/reviews?pageSize=1`)).json().reviews[0];
    expect((await get(`/v4/${listed.name}`)).json()).toEqual(listed);
    const missing = await get(`/v4/${cafe}/reviews/nope`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' });
  });

  it('batchGetReviews returns reviews of several locations with their location names', async () => {
    const salon = `${GROUP_ACCOUNT}/${SEED_LOCATIONS[2]!.location.name}`;
    const response = await api(emulator, token, `/v4/${GROUP_ACCOUNT}/locations:batchGetReviews`, {
      method: 'POST',
      body: { locationNames: [hotel, salon], pageSize: 50, orderBy: 'updateTime desc' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.locationReviews).toHaveLength(50);
    expect(new Set(body.locationReviews.map((r: { name: string }) => r.name))).toEqual(new Set([hotel, salon]));
    expect(body.nextPageToken).toEqual(expect.any(String));
  });
});
