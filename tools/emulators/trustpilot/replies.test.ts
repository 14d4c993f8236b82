import { afterEach, describe, expect, it } from 'vitest';
import type { TrustpilotEmulator } from './create-emulator';
import { RATE_LIMIT_CALLS } from './api/rate-window';
import { BAKERY, CAFE, OTHER_BUSINESS_USER, PRIMARY_BUSINESS_USER } from './seed/businesses';
import { api, connect, testEmulator, type Tokens } from './testing';
import { trustpilotTime } from './types';

let emulator: TrustpilotEmulator;
let clock: { now: () => number; advance: (ms: number) => number };
let tokens: Tokens;
afterEach(async () => emulator?.close());

async function unansweredReview(): Promise<string> {
  ({ emulator, clock } = await testEmulator({ autoConsent: true }));
  tokens = await connect(emulator);
  const reviews = (await api(emulator, tokens.access_token, `/v1/private/business-units/${CAFE.id}/reviews?responded=false`)).json().reviews;
  return reviews[0].id as string;
}

const reply = (id: string, body: unknown, method: 'POST' | 'DELETE' = 'POST') =>
  api(emulator, tokens.access_token, `/v1/private/reviews/${id}/reply`, { method, ...(body === undefined ? {} : { body }) });
const readBack = async (id: string) => (await api(emulator, tokens.access_token, `/v1/private/reviews/${id}`)).json();
const valid = (message = 'Tusind tak for besøget!') => ({ authorBusinessUserId: PRIMARY_BUSINESS_USER.id, message });

describe('reply', () => {
  it('answers 201, sets companyReply on the review and records the call', async () => {
    const id = await unansweredReview();
    const response = await reply(id, valid());
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe('');
    const now = trustpilotTime(clock.now());
    expect((await readBack(id)).companyReply).toEqual({ text: 'Tusind tak for besøget!', authorBusinessUserId: PRIMARY_BUSINESS_USER.id, createdAt: now, updatedAt: null });
    expect(emulator.state.snapshot().replyCalls).toEqual([{ method: 'POST', reviewId: id, body: valid(), time: now, status: 201 }]);
  });

  it('a second reply replaces the text and sets updatedAt; submittedAt is accepted', async () => {
    const id = await unansweredReview();
    await reply(id, valid('First'));
    const firstAt = trustpilotTime(clock.now());
    clock.advance(60_000);
    expect((await reply(id, { ...valid('Second'), submittedAt: trustpilotTime(clock.now()) })).statusCode).toBe(201);
    expect((await readBack(id)).companyReply).toMatchObject({ text: 'Second', createdAt: firstAt, updatedAt: trustpilotTime(clock.now()) });
    expect(emulator.state.snapshot().replyCalls.map((c) => c.status)).toEqual([201, 201]);
  });

  it('a bad body is 400 in Trustpilot\'s 1001 shape, and is recorded', async () => {
    const id = await unansweredReview();
    for (const body of [{}, { message: 'x' }, { authorBusinessUserId: PRIMARY_BUSINESS_USER.id, message: '  ' }, { ...valid(), submittedAt: 5 }, '{not json']) {
      const response = await reply(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request was malformed', errorCode: 1001, details: '', correlationId: expect.any(String) });
    }
    expect((await readBack(id)).companyReply).toBeUndefined();
    expect(emulator.state.snapshot().replyCalls.map((c) => c.status)).toEqual([400, 400, 400, 400, 400]);
  });

  it('401 for an unknown or expired token, 403 for another unit or another author, 404 for an unknown review', async () => {
    const id = await unansweredReview();
    expect((await api(emulator, 'unknown', `/v1/private/reviews/${id}/reply`, { method: 'POST', body: valid() })).statusCode).toBe(401);
    const bakeryReview = emulator.state.snapshot({ businessUnitId: BAKERY.id }).reviews![0]!;
    expect((await reply(bakeryReview.id, valid())).statusCode).toBe(403);
    expect((await reply(id, { ...valid(), authorBusinessUserId: OTHER_BUSINESS_USER.id })).statusCode).toBe(403);
    expect((await reply('000000000000000000000000', valid())).statusCode).toBe(404);
    emulator.state.setFailures({ expireTokens: true });
    const expired = await reply(id, valid());
    expect(expired.statusCode).toBe(401);
    expect(emulator.state.snapshot().replyCalls.map((c) => c.status)).toEqual([401, 403, 403, 404, 401]);
  });

  it('DELETE removes the reply with 204', async () => {
    const id = await unansweredReview();
    await reply(id, valid());
    const response = await reply(id, undefined, 'DELETE');
    expect(response.statusCode).toBe(204);
    expect((await readBack(id)).companyReply).toBeUndefined();
    expect(emulator.state.snapshot().replyCalls.map((c) => [c.method, c.status])).toEqual([['POST', 201], ['DELETE', 204]]);
  });
});

describe('rate limiting', () => {
  it('the rateLimited switch answers 429 with Retry-After, and the call is recorded', async () => {
    const id = await unansweredReview();
    emulator.state.setFailures({ rateLimited: 1 });
    const limited = await reply(id, valid());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect((await reply(id, valid())).statusCode).toBe(201);
    expect(emulator.state.snapshot().replyCalls.map((c) => c.status)).toEqual([429, 201]);
  });

  it(`more than ${RATE_LIMIT_CALLS} calls in 5 minutes on one token get 429 until the window moves on`, async () => {
    const id = await unansweredReview();
    // connect() and the lookup above used one call of the window already.
    for (let i = 1; i < RATE_LIMIT_CALLS; i++) {
      const response = await api(emulator, tokens.access_token, `/v1/private/reviews/${id}`);
      if (response.statusCode !== 200) throw new Error(`call ${i} answered ${response.statusCode}`);
    }
    const limited = await reply(id, valid());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(300);
    // Another token has its own window.
    const other = await connect(emulator);
    expect((await api(emulator, other.access_token, `/v1/private/reviews/${id}`)).statusCode).toBe(200);
    clock.advance(300_000);
    expect((await reply(id, valid())).statusCode).toBe(201);
  });
});
