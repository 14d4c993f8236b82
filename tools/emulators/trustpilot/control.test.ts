import { afterEach, describe, expect, it } from 'vitest';
import { createTrustpilotEmulator, type TrustpilotEmulator } from './create-emulator';
import { BAKERY, CAFE, PRIMARY_BUSINESS_USER, RESTAURANT } from './seed/businesses';
import { api, CLIENT, connect, refreshRequest, testEmulator, type Tokens } from './testing';
import { trustpilotTime } from './types';

let emulator: TrustpilotEmulator;
afterEach(async () => emulator?.close());

const control = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  emulator.app.inject({ method, url, ...(payload ? { payload } : {}) });
const cafeReviews = (tokens: Tokens, query = '') => api(emulator, tokens.access_token, `/v1/private/business-units/${CAFE.id}/reviews${query}`);

describe('control endpoints', () => {
  it('GET /__emulator/state shows users, units, reviews and reply calls', async () => {
    ({ emulator } = await testEmulator());
    const state = (await control('GET', '/__emulator/state')).json();
    expect(state.businessUsers.map((u: { id: string }) => u.id)).toContain(PRIMARY_BUSINESS_USER.id);
    expect(state.businessUnits.map((u: { displayName: string }) => u.displayName)).toEqual(['Café Solsikke', 'Restaurant Havnely', 'Bageri Kornblomst']);
    expect(state.reviews).toHaveLength(36);
    expect(state.replyCalls).toEqual([]);
    const slim = (await control('GET', `/__emulator/state?reviews=0&businessUnitId=${RESTAURANT.id}`)).json();
    expect(slim.reviews).toBeUndefined();
    expect(slim.counts.reviews).toBe(12);
  });

  it('POST /__emulator/reviews adds a review that the API lists first', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator({ autoConsent: true }));
    const tokens = await connect(emulator);
    const response = await control('POST', '/__emulator/reviews', { stars: 2, title: 'Kold kaffe', text: 'Kaffen var kold.', language: 'da', consumer: { displayName: 'Bo Jensen' } });
    expect(response.statusCode).toBe(201);
    const added = response.json();
    expect(added).toMatchObject({ stars: 2, title: 'Kold kaffe', text: 'Kaffen var kold.', language: 'da', consumer: { displayName: 'Bo Jensen' }, createdAt: trustpilotTime(clock.now()) });
    expect((await cafeReviews(tokens, '?perPage=1')).json().reviews[0].id).toBe(added.id);
  });

  it('a review added without text takes one from the bank; language null leaves it out', async () => {
    ({ emulator } = await testEmulator());
    const added = emulator.state.addReview({ stars: 1, language: 'sv', businessUnitId: RESTAURANT.id });
    expect(added).toMatchObject({ stars: 1, language: 'sv', businessUnit: { id: RESTAURANT.id } });
    expect(added.text.length).toBeGreaterThan(10);
    expect(emulator.state.addReview({ language: null })).not.toHaveProperty('language');
    expect((await control('POST', '/__emulator/reviews', { stars: 9 })).statusCode).toBe(400);
    expect((await control('POST', '/__emulator/reviews', { businessUnitId: 'nope' })).statusCode).toBe(404);
  });

  it('PATCH edits a review (updatedAt moves) or sets a reply written on Trustpilot itself', async () => {
    let clock;
    ({ emulator, clock } = await testEmulator());
    const review = emulator.state.snapshot({ businessUnitId: CAFE.id }).reviews!.at(-1)!;
    clock.advance(1000);
    const edited = (await control('PATCH', `/__emulator/reviews/${review.id}`, { text: 'Edited', stars: 5 })).json();
    expect(edited).toMatchObject({ text: 'Edited', stars: 5, createdAt: review.createdAt, updatedAt: trustpilotTime(clock.now()) });
    const replied = (await control('PATCH', `/__emulator/reviews/${review.id}`, { companyReply: { text: 'Answered on Trustpilot' } })).json();
    expect(replied.companyReply).toMatchObject({ text: 'Answered on Trustpilot', authorBusinessUserId: PRIMARY_BUSINESS_USER.id });
    expect(emulator.state.snapshot().replyCalls).toEqual([]);
    expect((await control('PATCH', `/__emulator/reviews/${review.id}`, { companyReply: null })).json()).not.toHaveProperty('companyReply');
    expect((await control('PATCH', '/__emulator/reviews/nope', { text: 'x' })).statusCode).toBe(404);
  });

  it('POST /__emulator/reset reseeds; keepTokens keeps the connection', async () => {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    const tokens = await connect(emulator);
    emulator.state.addReview({ text: 'Extra' });
    await control('POST', '/__emulator/reset', { keepTokens: true });
    expect(emulator.state.snapshot({ includeReviews: false }).counts.reviews).toBe(36);
    expect((await cafeReviews(tokens)).statusCode).toBe(200);
    await control('POST', '/__emulator/reset', {});
    expect((await cafeReviews(tokens)).statusCode).toBe(401);
  });

  it('listens on a real port: one origin serves the authenticate and API paths', async () => {
    emulator = await createTrustpilotEmulator({ reviews: 3, autoConsent: true });
    const url = await emulator.listen(0);
    expect(emulator.url).toBe(url);
    const back = await fetch(`${url}/authenticate?${new URLSearchParams({ client_id: CLIENT.apiKey, redirect_uri: CLIENT.redirectUri, response_type: 'code' })}`, { redirect: 'manual' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const token = await fetch(`${url}/v1/oauth/oauth-business-users-for-applications/accesstoken`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${CLIENT.apiKey}:${CLIENT.apiSecret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CLIENT.redirectUri }),
    });
    const { access_token } = (await token.json()) as { access_token: string };
    const list = await fetch(`${url}/v1/private/business-units/${CAFE.id}/reviews`, { headers: { authorization: `Bearer ${access_token}` } });
    const body = (await list.json()) as { reviews: { links: { href: string }[] }[] };
    expect(body.reviews[0]!.links[0]!.href.startsWith(`${url}/v1/reviews/`)).toBe(true);
  });
});

describe('failure switches', () => {
  async function connected() {
    ({ emulator } = await testEmulator({ autoConsent: true }));
    return connect(emulator);
  }

  it('are set, read and cleared over HTTP', async () => {
    ({ emulator } = await testEmulator());
    expect((await control('POST', '/__emulator/failures', { rateLimited: true, serverErrors: 2 })).json()).toEqual({ rateLimited: true, serverErrors: 2 });
    expect((await control('GET', '/__emulator/failures')).json()).toEqual({ rateLimited: true, serverErrors: 2 });
    expect((await control('POST', '/__emulator/failures', { rateLimited: false })).json()).toEqual({ serverErrors: 2 });
    expect((await control('POST', '/__emulator/failures', { unknownSwitch: true })).statusCode).toBe(400);
    await control('DELETE', '/__emulator/failures');
    expect((await control('GET', '/__emulator/failures')).json()).toEqual({});
  });

  it('expireTokens: 401 until a refresh; revokeTokens: refresh refused too', async () => {
    const tokens = await connected();
    await control('POST', '/__emulator/failures', { expireTokens: true });
    expect((await cafeReviews(tokens)).statusCode).toBe(401);
    const renewed = (await refreshRequest(emulator, tokens.refresh_token!)).json() as Tokens;
    expect((await cafeReviews(renewed)).statusCode).toBe(200);
    await control('POST', '/__emulator/failures', { revokeTokens: true });
    expect((await cafeReviews(renewed)).statusCode).toBe(401);
    expect((await refreshRequest(emulator, renewed.refresh_token!)).statusCode).toBe(400);
  });

  it('serverErrors: N calls fail with the chosen status, then recover', async () => {
    const tokens = await connected();
    await control('POST', '/__emulator/failures', { serverErrors: 2, serverErrorStatus: 502 });
    expect((await cafeReviews(tokens)).statusCode).toBe(502);
    expect((await cafeReviews(tokens)).statusCode).toBe(502);
    expect((await cafeReviews(tokens)).statusCode).toBe(200);
    await control('POST', '/__emulator/failures', { serverErrors: true, serverErrorStatus: null });
    expect((await cafeReviews(tokens)).statusCode).toBe(503);
  });

  it('malformed: a valid call is refused with 1001', async () => {
    const tokens = await connected();
    await control('POST', '/__emulator/failures', { malformed: 1 });
    const refused = await cafeReviews(tokens);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe(1001);
    expect((await cafeReviews(tokens)).statusCode).toBe(200);
  });

  it('reset clears the switches and reseeds every unit', async () => {
    ({ emulator } = await testEmulator());
    emulator.state.setFailures({ malformed: true });
    emulator.state.reset();
    expect(emulator.state.getFailures()).toEqual({});
    expect(emulator.state.snapshot({ businessUnitId: BAKERY.id, includeReviews: false }).counts.reviews).toBe(12);
  });
});
