import { afterEach, describe, expect, it } from 'vitest';
import { createGoogleEmulator, type GoogleEmulator } from './create-emulator';
import { PERSONAL_ACCOUNT, SEED_LOCATIONS } from './seed/businesses';
import { api, CLIENT, connect, testEmulator } from './testing';

let emulator: GoogleEmulator;
afterEach(async () => emulator?.close());

const cafe = `${PERSONAL_ACCOUNT}/${SEED_LOCATIONS[0]!.location.name}`;

describe('control endpoints', () => {
  it('GET /__emulator/state lists accounts, locations, reviews and reply calls', async () => {
    ({ emulator } = await testEmulator());
    const state = (await emulator.app.inject({ url: '/__emulator/state' })).json();
    expect(state.accounts).toHaveLength(3);
    expect(state.locations.map((l: { title: string }) => l.title)).toEqual(['Café Solsikke', 'Hotel Havblik', 'Salon Nordlys', 'Bageri Kornblomst']);
    expect(state.reviews).toHaveLength(48);
    expect(state.replyCalls).toEqual([]);
    const slim = (await emulator.app.inject({ url: `/__emulator/state?reviews=0&location=${encodeURIComponent(cafe)}` })).json();
    expect(slim.reviews).toBeUndefined();
    expect(slim.counts.reviews).toBe(12);
  });

  it('POST /__emulator/reviews adds a review that the API then lists first', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator({ autoConsent: true }));
    const tokens = await connect(emulator);
    const response = await emulator.app.inject({
      method: 'POST',
      url: '/__emulator/reviews',
      payload: { location: cafe, starRating: 2, comment: 'Kaffen var kold.', reviewer: { displayName: 'Bo Jensen' }, language: 'da' },
    });
    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({ starRating: 'TWO', comment: 'Kaffen var kold.', reviewer: { displayName: 'Bo Jensen' }, createTime: new Date(clock.now()).toISOString() });
    const first = (await api(emulator, tokens.access_token, `/v4/${cafe}/reviews?pageSize=1`)).json().reviews[0];
    expect(first.reviewId).toBe(added.reviewId);
  });

  it('a review added without text takes one from the bank with the requested rating and language', async () => {
    ({ emulator } = await testEmulator());
    const added = emulator.state.addReview({ starRating: 'ONE', language: 'fi' });
    expect(added.starRating).toBe('ONE');
    expect(added.comment).toEqual(expect.any(String));
    const ratingOnly = emulator.state.addReview({ comment: null });
    expect(ratingOnly.comment).toBeUndefined();
    expect((await emulator.app.inject({ method: 'POST', url: '/__emulator/reviews', payload: { starRating: 9 } })).statusCode).toBe(400);
  });

  it('PATCH edits a review (fresh updateTime) or sets an owner reply; DELETE removes it', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator({ autoConsent: true }));
    const tokens = await connect(emulator);
    const review = emulator.state.snapshot().reviews!.at(-1)!;
    clock.advance(1000);
    const edited = (await emulator.app.inject({ method: 'PATCH', url: `/__emulator/reviews/${review.reviewId}`, payload: { comment: 'Edited', starRating: 'FIVE' } })).json();
    expect(edited).toMatchObject({ comment: 'Edited', starRating: 'FIVE', updateTime: new Date(clock.now()).toISOString(), createTime: review.createTime });
    const replied = (await emulator.app.inject({ method: 'PATCH', url: `/__emulator/reviews/${review.reviewId}`, payload: { reviewReply: { comment: 'Answered on Google' } } })).json();
    expect(replied.reviewReply).toMatchObject({ comment: 'Answered on Google', reviewReplyState: 'APPROVED' });
    expect(emulator.state.snapshot().replyCalls).toEqual([]);
    expect((await emulator.app.inject({ method: 'DELETE', url: `/__emulator/reviews/${review.reviewId}` })).statusCode).toBe(200);
    expect((await api(emulator, tokens.access_token, `/v4/${review.name}`)).statusCode).toBe(404);
    expect((await emulator.app.inject({ method: 'DELETE', url: `/__emulator/reviews/${review.reviewId}` })).statusCode).toBe(404);
  });

  it('live mode adds reviews over time', async () => {
    emulator = await createGoogleEmulator({ seed: 3, liveReviewsEveryMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(emulator.state.snapshot({ includeReviews: false }).counts.reviews).toBeGreaterThan(9);
  });

  it('listens on a real port: one origin serves every Google host\'s paths', async () => {
    emulator = await createGoogleEmulator({ seed: 3, autoConsent: true });
    const url = await emulator.listen(0);
    expect(emulator.url).toBe(url);
    const discovery = await (await fetch(`${url}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(url);
    const authorize = await fetch(`${url}/o/oauth2/v2/auth?${new URLSearchParams({ client_id: CLIENT.id, redirect_uri: CLIENT.redirectUri, response_type: 'code', scope: 'https://www.googleapis.com/auth/business.manage', access_type: 'offline', state: 's' })}`, { redirect: 'manual' });
    const code = new URL(authorize.headers.get('location')!).searchParams.get('code')!;
    const token = await fetch(`${url}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: CLIENT.id, client_secret: CLIENT.secret, redirect_uri: CLIENT.redirectUri }),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    expect((await fetch(`${url}/v1/accounts`, { headers })).status).toBe(200);
    expect((await fetch(`${url}/v1/${PERSONAL_ACCOUNT}/locations?readMask=name`, { headers })).status).toBe(200);
    expect((await fetch(`${url}/v4/${cafe}/reviews`, { headers })).status).toBe(200);
  });
});
