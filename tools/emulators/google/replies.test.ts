import { afterEach, describe, expect, it } from 'vitest';
import type { GoogleEmulator, GoogleEmulatorOptions } from './create-emulator';
import { PERSONAL_ACCOUNT, SEED_LOCATIONS } from './seed/businesses';
import { api, connect, testEmulator, testClock } from './testing';
import type { Review } from './types';

let emulator: GoogleEmulator;
let clock: ReturnType<typeof testClock>;
let token: string;
afterEach(async () => emulator?.close());

const cafe = `${PERSONAL_ACCOUNT}/${SEED_LOCATIONS[0]!.location.name}`;

async function setup(options: GoogleEmulatorOptions = {}) {
  ({ emulator, clock } = await testEmulator({ autoConsent: true, ...options }));
  token = (await connect(emulator)).access_token;
  const reviews = (await api(emulator, token, `/v4/${cafe}/reviews?pageSize=50`)).json().reviews as Review[];
  return reviews.find((r) => !r.reviewReply)!;
}

const putReply = (review: Review, body: unknown) => api(emulator, token, `/v4/${review.name}/reply`, { method: 'PUT', body });

describe('updateReply', () => {
  it('stores the reply, returns the ReviewReply, shows it on the review and logs the call', async () => {
    const review = await setup();
    const response = await putReply(review, { comment: 'Tusind tak for besøget!' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ comment: 'Tusind tak for besøget!', updateTime: new Date(clock.now()).toISOString(), reviewReplyState: 'PENDING' });

    const readBack = (await api(emulator, token, `/v4/${review.name}`)).json();
    expect(readBack.reviewReply).toEqual({ comment: 'Tusind tak for besøget!', updateTime: new Date(clock.now()).toISOString(), reviewReplyState: 'APPROVED' });

    const state = emulator.state.snapshot();
    expect(state.replyCalls).toEqual([
      { method: 'PUT', reviewName: review.name, body: { comment: 'Tusind tak for besøget!' }, time: new Date(clock.now()).toISOString(), status: 200 },
    ]);
    expect(state.reviews!.find((r) => r.name === review.name)!.reviewReply!.comment).toBe('Tusind tak for besøget!');
  });

  it('PUT again replaces the reply with a fresh updateTime; each call is logged', async () => {
    const review = await setup();
    await putReply(review, { comment: 'First' });
    clock.advance(60_000);
    const second = (await putReply(review, { comment: 'Second' })).json();
    expect(second.comment).toBe('Second');
    expect(second.updateTime).toBe(new Date(clock.now()).toISOString());
    expect(emulator.state.snapshot().replyCalls.map((c) => (c.body as { comment: string }).comment)).toEqual(['First', 'Second']);
  });

  it('allows exactly 4096 bytes and refuses 4097 (bytes of UTF-8, not characters)', async () => {
    const review = await setup();
    const fits = 'æ'.repeat(2048); // 2 bytes each
    expect(Buffer.byteLength(fits)).toBe(4096);
    expect((await putReply(review, { comment: fits })).statusCode).toBe(200);
    const tooLong = `${'æ'.repeat(2048)}a`;
    const refused = await putReply(review, { comment: tooLong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect(refused.json().error.details[0].fieldViolations[0].field).toBe('comment');
    // 2049 characters: a character count would have let it through.
    expect(tooLong.length).toBeLessThan(4096);
    expect(emulator.state.snapshot().replyCalls.map((c) => c.status)).toEqual([200, 400]);
  });

  it('refuses an empty comment and a review that does not exist', async () => {
    const review = await setup();
    expect((await putReply(review, {})).statusCode).toBe(400);
    expect((await putReply(review, { comment: '  ' })).statusCode).toBe(400);
    const missing = await api(emulator, token, `/v4/${cafe}/reviews/nope/reply`, { method: 'PUT', body: { comment: 'x' } });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a body that is not JSON with 400 INVALID_ARGUMENT and Google\'s message', async () => {
    const review = await setup();
    const response = await emulator.app.inject({
      method: 'PUT',
      url: `/v4/${review.name}/reply`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT', message: 'Invalid JSON payload received.' });
  });

  it('logs calls refused for authentication too', async () => {
    const review = await setup();
    const response = await api(emulator, undefined, `/v4/${review.name}/reply`, { method: 'PUT', body: { comment: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(emulator.state.snapshot().replyCalls).toMatchObject([{ method: 'PUT', status: 401 }]);
  });

  it('stays PENDING during moderation, then APPROVED', async () => {
    const review = await setup({ replyModerationMs: 60_000 });
    await putReply(review, { comment: 'Tak!' });
    expect((await api(emulator, token, `/v4/${review.name}`)).json().reviewReply.reviewReplyState).toBe('PENDING');
    clock.advance(60_000);
    expect((await api(emulator, token, `/v4/${review.name}`)).json().reviewReply.reviewReplyState).toBe('APPROVED');
  });

  it('rejectReplies ends a reply REJECTED with the policy violation', async () => {
    const review = await setup();
    emulator.state.setFailures({ rejectReplies: 'OFF_TOPIC' });
    expect((await putReply(review, { comment: 'Tak!' })).json().reviewReplyState).toBe('PENDING');
    expect((await api(emulator, token, `/v4/${review.name}`)).json().reviewReply).toMatchObject({ reviewReplyState: 'REJECTED', policyViolation: 'OFF_TOPIC' });
  });

  it('replyTranslationEnvelope reads replies back inside Google\'s envelope, original first', async () => {
    const review = await setup();
    emulator.state.setFailures({ replyTranslationEnvelope: true });
    await putReply(review, { comment: 'Tak for besøget' });
    const comment: string = (await api(emulator, token, `/v4/${review.name}`)).json().reviewReply.comment;
    expect(comment.startsWith('Tak for besøget\n\n(Translated by Google)\n')).toBe(true);
  });
});

describe('deleteReply', () => {
  it('removes the reply, answers {} and is logged', async () => {
    const review = await setup();
    await putReply(review, { comment: 'Tak!' });
    const response = await api(emulator, token, `/v4/${review.name}/reply`, { method: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await api(emulator, token, `/v4/${review.name}`)).json().reviewReply).toBeUndefined();
    expect(emulator.state.snapshot().replyCalls.map((c) => [c.method, c.status])).toEqual([
      ['PUT', 200],
      ['DELETE', 200],
    ]);
  });

  it('refuses a body', async () => {
    const review = await setup();
    expect((await api(emulator, token, `/v4/${review.name}/reply`, { method: 'DELETE', body: { comment: 'x' } })).statusCode).toBe(400);
  });
});
