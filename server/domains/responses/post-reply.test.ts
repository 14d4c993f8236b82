import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { aiResponses, platformConnections, reviews } from '@server/db/schema';
import { useTestApp } from '@server/test/test-app';
import { queueDueReplies } from './post-due-replies.job';
import { postReplyJob } from './post-reply.job';
import { CLAIM_LEASE_SECONDS, POST_ATTEMPTS, postApprovedReply } from './post-reply.service';
import { MODERATION_CHECKS_MS, replyModerationJob } from './reply-moderation.job';
import { checkReplyModeration } from './reply-moderation.service';

const t = useTestApp({}, { googleEmulator: { autoConsent: true } });

const FIRST_LOCATION = 'accounts/110384756120394857612/locations/4829105736291847561';
const REPLY = 'Tusind tak for de pæne ord! Vi glæder os meget til at se dig igen snart.';

// Every test starts from the freshly seeded Google: no replies received, no switches on.
beforeEach(() => {
  t.emulator.state.reset();
});

type ResponseStatus = (typeof aiResponses.$inferInsert)['status'];

/**
 * A user with Google connected and synced, and a reply for one imported review that has no reply on
 * Google yet, in the given status.
 */
async function approvedReply(options: { text?: string; status?: ResponseStatus } = {}) {
  const owner = await t.signUp();
  const business = await t.request({ method: 'POST', url: '/api/businesses', cookie: owner.cookie, payload: { name: 'Café Solsikke', industry: 'cafe' } });
  const start = await t.request({ method: 'GET', url: `/api/auth/google/connect/${business.json().id}`, cookie: owner.cookie });
  const consent = await fetch(start.json().authUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie: owner.cookie });
  expect(callback.headers.location).toBe('/platforms?success=google_connected');
  const [connection] = await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.userId, owner.userId));
  const sync = await t.request({ method: 'POST', url: `/api/connections/${connection!.id}/sync`, cookie: owner.cookie });
  expect(sync.json().imported).toBeGreaterThan(0);

  const [review] = await t.ctx.database.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, owner.userId), isNull(reviews.platformReplyText), sql`${reviews.reviewText} IS NOT NULL`))
    .limit(1);
  const [response] = await t.ctx.database.db
    .insert(aiResponses)
    .values({ reviewId: review!.id, userId: owner.userId, responseText: options.text ?? REPLY, status: options.status ?? 'approved', tone: 'friendly', language: 'da' })
    .returning();
  return { ...owner, connection: connection!, review: review!, response: response!, reviewKey: review!.platformReviewId.split('/reviews/')[1]! };
}

/** Dates the reply's posting claim this long ago, as if its holder had last renewed it then. */
const claimedAgo = (id: string, ms: number) => t.ctx.database.db.update(aiResponses).set({ postingClaimedAt: new Date(Date.now() - ms) }).where(eq(aiResponses.id, id));
async function waitForValue<T>(probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T | undefined> {
  const until = Date.now() + timeoutMs;
  for (let value = await probe(); ; value = await probe()) {
    if (value !== undefined || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const responseRow = async (id: string) => (await t.ctx.database.db.select().from(aiResponses).where(eq(aiResponses.id, id)))[0]!;
const reviewRow = async (id: string) => (await t.ctx.database.db.select().from(reviews).where(eq(reviews.id, id)))[0]!;
/** Every updateReply call Google received for this review, failed ones included. */
const replyCalls = (reviewName: string) => t.emulator.state.snapshot().replyCalls.filter((call) => call.reviewName === reviewName && call.method === 'PUT');
const replyOnGoogle = (reviewName: string) => t.emulator.state.store.review(reviewName)!.review.reviewReply;

describe('posting an approved reply', () => {
  it('posts it once through updateReply and records it', async () => {
    const { review, response } = await approvedReply();
    expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });

    expect(replyCalls(review.platformReviewId)).toEqual([
      { method: 'PUT', reviewName: review.platformReviewId, body: { comment: REPLY }, time: expect.any(String), status: 200 },
    ]);
    expect(replyOnGoogle(review.platformReviewId)!.comment).toBe(REPLY);

    const row = await responseRow(response.id);
    expect(row).toMatchObject({ status: 'posted', statusReason: null, postingClaimedAt: null, postAttempts: 1 });
    expect(row.postedAt).toBeInstanceOf(Date);
    expect(Math.abs(row.postedAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const stored = await reviewRow(review.id);
    expect(stored.platformReplyText).toBe(REPLY);
    expect(stored.platformReplyAt!.toISOString()).toBe(replyOnGoogle(review.platformReviewId)!.updateTime);
  });

  it('skips a reply that is already posted', async () => {
    const { review, response } = await approvedReply();
    await postApprovedReply(t.ctx, response.id);
    const postedAt = (await responseRow(response.id)).postedAt;
    expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'skipped' });
    expect(replyCalls(review.platformReviewId)).toHaveLength(1);
    expect(await responseRow(response.id)).toMatchObject({ status: 'posted', postedAt, postAttempts: 1 });
  });

  it.each(['pending', 'rejected', 'failed'] as const)('skips a %s reply', async (status) => {
    const { review, response } = await approvedReply({ status });
    expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'skipped' });
    expect(replyCalls(review.platformReviewId)).toHaveLength(0);
    expect(await responseRow(response.id)).toMatchObject({ status, postAttempts: 0, postedAt: null });
  });

  it('skips an unknown reply', async () => {
    expect(await postApprovedReply(t.ctx, '00000000-0000-4000-8000-000000000000')).toEqual({ outcome: 'skipped' });
  });

  it('posts exactly once when five posts race', async () => {
    const { review, response } = await approvedReply();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => postApprovedReply(t.ctx, response.id)));
    expect(outcomes.filter((outcome) => outcome.outcome === 'posted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'skipped')).toHaveLength(4);
    expect(replyCalls(review.platformReviewId)).toHaveLength(1);
    expect(await responseRow(response.id)).toMatchObject({ status: 'posted', postAttempts: 1 });
  });

  it('leaves a reply another worker holds, and takes over a claim whose lease ran out', async () => {
    const { review, response } = await approvedReply();
    await claimedAgo(response.id, (CLAIM_LEASE_SECONDS - 10) * 1000);
    expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'skipped' });
    expect(replyCalls(review.platformReviewId)).toHaveLength(0);

    // The holder died: nothing renewed its claim for longer than the lease.
    await claimedAgo(response.id, (CLAIM_LEASE_SECONDS + 1) * 1000);
    expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
    expect(replyCalls(review.platformReviewId)).toHaveLength(1);
  });

  it("hands a dead worker's reply to the next round of due replies, ahead of the backlog", async () => {
    const { response } = await approvedReply();
    const queued = () => t.ctx.database.query<{ priority: number }>(`SELECT priority FROM pgboss.job WHERE name = 'post-reply' AND singleton_key = $1`, [response.id]);
    try {
      await claimedAgo(response.id, (CLAIM_LEASE_SECONDS - 10) * 1000);
      expect(await queueDueReplies(t.ctx)).toBe(0);
      // The owner's approval, not a scheduled one: its worker died mid-post, nothing else would retry it.
      await claimedAgo(response.id, (CLAIM_LEASE_SECONDS + 1) * 1000);
      expect(await queueDueReplies(t.ctx)).toBe(1);
      expect(await queued()).toEqual([{ priority: 1 }]);
    } finally {
      await t.ctx.database.query(`DELETE FROM pgboss.job WHERE name = 'post-reply'`);
    }
  });

  it('does not post, nor settle, when it stalled past its lease and another worker took the reply over', async () => {
    const { review, response } = await approvedReply();
    const adapter = t.ctx.platforms.require('google');
    const getReview = adapter.getReview.bind(adapter);
    vi.spyOn(adapter, 'getReview').mockImplementationOnce(async (...args) => {
      // While this worker hung (a long GC pause, a frozen VM), its lease ran out and another worker claimed the reply.
      await t.ctx.database.db.update(aiResponses).set({ postingClaim: randomUUID(), postingClaimedAt: new Date() }).where(eq(aiResponses.id, response.id));
      return getReview(...args);
    });
    try {
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'skipped' });
    } finally {
      vi.restoreAllMocks();
    }
    expect(replyCalls(review.platformReviewId)).toHaveLength(0);
    const taken = await responseRow(response.id);
    expect(taken).toMatchObject({ status: 'approved' });
    expect(taken.postingClaim).not.toBeNull();

    // The worker that took over is the one that posts (here: its claim runs out too, and the next try posts).
    await claimedAgo(response.id, (CLAIM_LEASE_SECONDS + 1) * 1000);
    expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
    expect(replyCalls(review.platformReviewId)).toHaveLength(1);
    expect(await responseRow(response.id)).toMatchObject({ status: 'posted', postingClaim: null, postingClaimedAt: null });
  });

  it('renews its claim while the platform is slow, so no other worker takes the reply over meanwhile', async () => {
    const { review, response } = await approvedReply();
    const adapter = t.ctx.platforms.require('google');
    const postReply = adapter.postReply.bind(adapter);
    // Only the renewal's timer is driven by the test; the database and Google answer in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let meanwhile: unknown;
      vi.spyOn(adapter, 'postReply').mockImplementationOnce(async (...args) => {
        await claimedAgo(response.id, (CLAIM_LEASE_SECONDS + 5) * 1000);
        vi.advanceTimersByTime((CLAIM_LEASE_SECONDS * 1000) / 3);
        const renewed = await waitForValue(async () => {
          const age = Date.now() - (await responseRow(response.id)).postingClaimedAt!.getTime();
          return age < 5_000 ? age : undefined;
        });
        expect(renewed).toBeLessThan(5_000);
        meanwhile = await postApprovedReply(t.ctx, response.id);
        return postReply(...args);
      });
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(meanwhile).toEqual({ outcome: 'skipped' });
      expect(replyCalls(review.platformReviewId)).toHaveLength(1);
      // Settled: nothing renews a claim that is gone.
      vi.advanceTimersByTime(CLAIM_LEASE_SECONDS * 1000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await responseRow(response.id)).toMatchObject({ status: 'posted', postingClaimedAt: null });
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  describe('when Google fails', () => {
    it('answers retry on a 5xx and pauses the reply 30 s, so the next try after that posts', async () => {
      const { review, response } = await approvedReply();
      t.emulator.state.setFailures({ replyErrors: 1, replyErrorStatus: 503 });
      const outcome = await postApprovedReply(t.ctx, response.id);
      const busy = { code: 'postFailed', params: { platform: 'google', problem: 'unavailable' } };
      expect(outcome).toEqual({ outcome: 'retry', reason: expect.any(String), reasonCode: busy });
      expect(await responseRow(response.id)).toMatchObject({ status: 'approved', statusReasonCode: busy, postedAt: null, postAttempts: 1 });
      expect(replyCalls(review.platformReviewId).map((call) => call.status)).toEqual([503]);
      // Neither a retry nor the next round of due replies tries it again during the pause.
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'skipped' });
      expect(await queueDueReplies(t.ctx)).toBe(0);

      await claimedAgo(response.id, (CLAIM_LEASE_SECONDS + 1) * 1000);
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(replyCalls(review.platformReviewId).map((call) => call.status)).toEqual([503, 200]);
      expect(await responseRow(response.id)).toMatchObject({ status: 'posted', statusReason: null, statusReasonCode: null, postingClaimedAt: null, postAttempts: 2 });
    });

    it(`records the failure at the ${POST_ATTEMPTS}th busy attempt of an approval, whoever handed it out, and approving again starts over`, async () => {
      const { review, response, cookie } = await approvedReply();
      t.emulator.state.setFailures({ replyErrors: POST_ATTEMPTS, replyErrorStatus: 503 });
      const outcomes: string[] = [];
      for (let attempt = 1; attempt <= POST_ATTEMPTS; attempt++) {
        await claimedAgo(response.id, 60 * 60_000);
        // Each try as a fresh job from a round of due replies: the queue never says it is the last.
        outcomes.push((await postApprovedReply(t.ctx, response.id, { lastAttempt: false })).outcome);
      }
      expect(outcomes).toEqual([...Array<string>(POST_ATTEMPTS - 1).fill('retry'), 'failed']);
      expect(await responseRow(response.id)).toMatchObject({ status: 'failed', postingClaimedAt: null, postAttempts: POST_ATTEMPTS });

      const again = await t.request({ method: 'POST', url: `/api/ai-responses/${response.id}/approve`, cookie });
      expect(again.statusCode).toBe(200);
      expect(await responseRow(response.id)).toMatchObject({ status: 'posted', postAttempts: 1 });
      expect(replyCalls(review.platformReviewId).map((call) => call.status)).toEqual([...Array<number>(POST_ATTEMPTS).fill(503), 200]);
    });

    it('pauses longer after each busy attempt: 30 s, 1 min, 2 min', async () => {
      const { response } = await approvedReply();
      t.emulator.state.setFailures({ replyErrors: 3, replyErrorStatus: 503 });
      const pauses: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        await claimedAgo(response.id, 60 * 60_000);
        expect(await postApprovedReply(t.ctx, response.id)).toMatchObject({ outcome: 'retry' });
        // The claim's lease runs out when the pause does.
        const claimedAt = (await responseRow(response.id)).postingClaimedAt!.getTime();
        pauses.push(Math.round((claimedAt + CLAIM_LEASE_SECONDS * 1000 - Date.now()) / 10_000) * 10);
      }
      expect(pauses).toEqual([30, 60, 120]);
    });

    it('marks the reply failed with the reason on the last attempt', async () => {
      const { review, response } = await approvedReply();
      t.emulator.state.setFailures({ replyErrors: 1, replyErrorStatus: 500 });
      const outcome = await postApprovedReply(t.ctx, response.id, { lastAttempt: true });
      const refused = { code: 'postFailed', params: { platform: 'google', problem: 'unavailable' } };
      expect(outcome).toEqual({ outcome: 'failed', reason: 'Internal error encountered.', reasonCode: refused });
      expect(await responseRow(response.id)).toMatchObject({
        status: 'failed',
        statusReason: 'Internal error encountered.',
        statusReasonCode: refused,
        postingClaimedAt: null,
        postedAt: null,
      });
      expect(replyOnGoogle(review.platformReviewId)).toBeUndefined();
      // Failed is final until the owner approves again.
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'skipped' });
    });

    it('answers retry while Google rate-limits the read before posting', async () => {
      const { review, response } = await approvedReply();
      t.emulator.state.setFailures({ rateLimited: 1 });
      expect(await postApprovedReply(t.ctx, response.id)).toMatchObject({ outcome: 'retry' });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
      expect((await responseRow(response.id)).status).toBe('approved');
    });

    it('refreshes an expired access token and posts', async () => {
      const { review, response } = await approvedReply();
      t.emulator.state.setFailures({ expireTokens: true });
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(replyCalls(review.platformReviewId).map((call) => call.status)).toEqual([200]);
    });

    it('fails with the reason when the grant was revoked, and marks the connection', async () => {
      const { review, response, connection } = await approvedReply();
      t.emulator.state.setFailures({ revokeTokens: true });
      const outcome = await postApprovedReply(t.ctx, response.id);
      const revoked = { code: 'postFailed', params: { platform: 'google', problem: 'invalid_grant' } };
      expect(outcome).toEqual({ outcome: 'failed', reason: expect.any(String), reasonCode: revoked });
      expect(await responseRow(response.id)).toMatchObject({ status: 'failed', statusReason: expect.any(String), statusReasonCode: revoked, postingClaimedAt: null });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
      const [row] = await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.id, connection.id));
      expect(row).toMatchObject({
        isActive: false,
        tokenExpiry: expect.any(Date),
        lastSyncError: expect.any(String),
        lastSyncErrorCode: { code: 'accessRevoked', params: { platform: 'google' } },
      });
    });

    it('holds, without calling Google, a reply the guardrails stop with the settings of today', async () => {
      const text = 'Tusind tak for de pæne ord! Ring endelig til os på 12 34 56 78, hvis der er noget.';
      const { review, response } = await approvedReply({ text });
      const outcome = await postApprovedReply(t.ctx, response.id);
      const held = { code: 'guardrailHold', params: { finding: { rule: 'personal_data', kind: 'phone', detail: expect.stringContaining('12 34 56 78') } } };
      expect(outcome).toEqual({
        outcome: 'returned',
        reason: expect.stringMatching(/^Not posted: .*phone number.* Edit the reply and approve again\.$/),
        reasonCode: held,
      });
      expect(await responseRow(response.id)).toMatchObject({
        status: 'pending',
        statusReason: outcome.outcome === 'returned' ? outcome.reason : '',
        statusReasonCode: held,
        postingClaimedAt: null,
        postedAt: null,
      });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
    });

    /** Two approved replies with the same words for two reviews of one business; the first is posted. */
    async function secondCopyAfterFirstPosted(copy: { scheduledFor: Date | null }) {
      const first = await approvedReply();
      expect(await postApprovedReply(t.ctx, first.response.id)).toEqual({ outcome: 'posted' });
      const [another] = await t.ctx.database.db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, first.userId), isNull(reviews.platformReplyText), sql`${reviews.reviewText} IS NOT NULL`))
        .limit(1);
      const [response] = await t.ctx.database.db
        .insert(aiResponses)
        .values({ reviewId: another!.id, userId: first.userId, responseText: REPLY, status: 'approved', tone: 'friendly', language: 'da', ...copy })
        .returning();
      return { review: another!, response: response! };
    }

    it('holds, unchanged, an owner-approved reply that repeats one already posted for the business', async () => {
      const { review, response } = await secondCopyAfterFirstPosted({ scheduledFor: null });
      expect(await postApprovedReply(t.ctx, response.id)).toMatchObject({
        outcome: 'returned',
        reason: expect.stringMatching(/much like a recent reply/i),
        reasonCode: { code: 'guardrailHold', params: { finding: { rule: 'repetition', kind: 'similar' } } },
      });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
      expect(await responseRow(response.id)).toMatchObject({ status: 'pending', responseText: REPLY });
    });

    it('drafts an auto-approved reply anew when it repeats one already posted, and posts the new words', async () => {
      const { review, response } = await secondCopyAfterFirstPosted({ scheduledFor: new Date(t.ctx.clock.now().getTime() - 60_000) });
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });

      const row = await responseRow(response.id);
      expect(row.status).toBe('posted');
      expect(row.responseText).not.toBe(REPLY);
      expect(row.language).toBe('da');
      expect(replyCalls(review.platformReviewId)).toEqual([expect.objectContaining({ body: { comment: row.responseText }, status: 200 })]);
      expect(replyOnGoogle(review.platformReviewId)!.comment).toBe(row.responseText);
    });

    it('records as posted a reply that got through before a crash, though the guardrails of now would hold it', async () => {
      const { review, response } = await secondCopyAfterFirstPosted({ scheduledFor: null });
      // The dead worker's attempt reached Google after the first copy had been posted.
      const [connection] = await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.id, review.connectionId!));
      const accessToken = t.ctx.cipher.decrypt(connection!.accessTokenSealed);
      const earlier = await fetch(`${t.emulator.url}/v4/${review.platformReviewId}/reply`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ comment: REPLY }),
      });
      expect(earlier.status).toBe(200);
      await claimedAgo(response.id, 10 * 60_000);

      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(replyCalls(review.platformReviewId)).toHaveLength(1);
      expect(await responseRow(response.id)).toMatchObject({ status: 'posted', statusReason: null, responseText: REPLY });
    });

    it('fails when the review was deleted on Google', async () => {
      const { review, response, reviewKey } = await approvedReply();
      t.emulator.state.deleteReview(reviewKey);
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({
        outcome: 'failed',
        reason: 'The review no longer exists on the platform.',
        reasonCode: { code: 'reviewGone', params: { platform: 'google' } },
      });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
    });

    it('fails when the review lost its connection', async () => {
      const { review, response, connection } = await approvedReply();
      await t.ctx.database.db.delete(platformConnections).where(eq(platformConnections.id, connection.id));
      const outcome = await postApprovedReply(t.ctx, response.id);
      const notConnected = { code: 'notConnected', params: { platform: 'google' } };
      expect(outcome).toMatchObject({ outcome: 'failed', reason: expect.stringMatching(/no longer connected/), reasonCode: notConnected });
      expect(await responseRow(response.id)).toMatchObject({ status: 'failed', statusReasonCode: notConnected, postingClaimedAt: null });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
    });
  });

  describe('when the review moved on at Google', () => {
    it('returns the reply to pending when the owner already answered on Google', async () => {
      const { review, response, reviewKey } = await approvedReply();
      t.emulator.state.updateReview(reviewKey, { reviewReply: { comment: 'Thanks, from the owner directly.' } });
      const outcome = await postApprovedReply(t.ctx, response.id);
      const alreadyReplied = { code: 'alreadyReplied', params: { platform: 'google' } };
      expect(outcome).toEqual({ outcome: 'returned', reason: 'The review already has a reply on the platform, so nothing was posted.', reasonCode: alreadyReplied });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
      expect(replyOnGoogle(review.platformReviewId)!.comment).toBe('Thanks, from the owner directly.');
      expect(await responseRow(response.id)).toMatchObject({
        status: 'pending',
        statusReason: 'The review already has a reply on the platform, so nothing was posted.',
        statusReasonCode: alreadyReplied,
        postingClaimedAt: null,
        postedAt: null,
      });
      expect((await reviewRow(review.id)).platformReplyText).toBe('Thanks, from the owner directly.');
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'skipped' });
    });

    it('does not take a shorter owner reply that our draft happens to start with for its own', async () => {
      const { review, response, reviewKey } = await approvedReply({ text: 'Tak! Vi glæder os til at se dig igen.' });
      t.emulator.state.updateReview(reviewKey, { reviewReply: { comment: 'Tak!' } });
      expect(await postApprovedReply(t.ctx, response.id)).toMatchObject({ outcome: 'returned' });
      expect(await responseRow(response.id)).toMatchObject({ status: 'pending', postedAt: null });
      expect(replyOnGoogle(review.platformReviewId)!.comment).toBe('Tak!');
    });

    it('does not take a longer owner reply that starts with our draft for its own', async () => {
      const { response, reviewKey } = await approvedReply({ text: 'Thank you!' });
      t.emulator.state.updateReview(reviewKey, { reviewReply: { comment: 'Thank you! Please call me about the refund.' } });
      expect(await postApprovedReply(t.ctx, response.id)).toMatchObject({ outcome: 'returned' });
      expect((await responseRow(response.id)).status).toBe('pending');
    });

    it('returns the reply to pending when the review text was edited since import', async () => {
      const { review, response, reviewKey } = await approvedReply();
      t.emulator.state.updateReview(reviewKey, { comment: 'Edited: the soup was cold today.' });
      const outcome = await postApprovedReply(t.ctx, response.id);
      const edited = { code: 'reviewEdited', params: { platform: 'google' } };
      expect(outcome).toEqual({ outcome: 'returned', reason: expect.stringMatching(/edited/), reasonCode: edited });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
      expect(await responseRow(response.id)).toMatchObject({ status: 'pending', statusReason: expect.stringMatching(/edited/), statusReasonCode: edited });
      expect(await reviewRow(review.id)).toMatchObject({ reviewText: 'Edited: the soup was cold today.' });
    });

    it('returns the reply to pending when only the stars changed', async () => {
      const { review, response, reviewKey } = await approvedReply();
      const stars = review.rating === 1 ? 5 : 1;
      t.emulator.state.updateReview(reviewKey, { starRating: stars });
      expect(await postApprovedReply(t.ctx, response.id)).toMatchObject({ outcome: 'returned' });
      expect(replyCalls(review.platformReviewId)).toHaveLength(0);
      expect((await reviewRow(review.id)).rating).toBe(stars);
    });

    it('records as posted, without posting again, a reply that got through before a crash', async () => {
      const { review, response, connection } = await approvedReply();
      // The earlier attempt reached Google, then the process died before recording it.
      const accessToken = t.ctx.cipher.decrypt(connection.accessTokenSealed);
      const earlier = await fetch(`${t.emulator.url}/v4/${review.platformReviewId}/reply`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ comment: REPLY }),
      });
      expect(earlier.status).toBe(200);
      await t.ctx.database.db.update(aiResponses).set({ postingClaimedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(aiResponses.id, response.id));

      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(replyCalls(review.platformReviewId)).toHaveLength(1);
      expect(await responseRow(response.id)).toMatchObject({ status: 'posted', statusReason: null });
      expect((await reviewRow(review.id)).platformReplyText).toBe(REPLY);
    });

    it("recognises its own reply read back inside Google's translation envelope", async () => {
      const { review, response, connection } = await approvedReply();
      const accessToken = t.ctx.cipher.decrypt(connection.accessTokenSealed);
      await fetch(`${t.emulator.url}/v4/${review.platformReviewId}/reply`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ comment: REPLY }),
      });
      t.emulator.state.setFailures({ replyTranslationEnvelope: true });
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(replyCalls(review.platformReviewId)).toHaveLength(1);
    });
  });

  describe("Google's moderation after posting", () => {
    const moderationJobs = () =>
      t.ctx.database.query<{ data: { responseId: string; round: number }; start_after: Date }>(
        `SELECT data, start_after FROM pgboss.job WHERE name = 'check-reply-moderation' ORDER BY created_on`,
      );

    it('queues a look at the moderation ten minutes after posting', async () => {
      const { response } = await approvedReply();
      const before = Date.now();
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      const queued = (await moderationJobs()).filter((job) => job.data.responseId === response.id);
      expect(queued).toEqual([{ data: { responseId: response.id, round: 0 }, start_after: expect.any(Date) }]);
      const wait = new Date(queued[0]!.start_after).getTime() - before;
      expect(wait).toBeGreaterThanOrEqual(MODERATION_CHECKS_MS[0]! - 1000);
      expect(wait).toBeLessThan(MODERATION_CHECKS_MS[0]! + 60_000);
    });

    it('leaves a published reply posted', async () => {
      const { response } = await approvedReply();
      await postApprovedReply(t.ctx, response.id);
      expect(await checkReplyModeration(t.ctx, response.id)).toBe('published');
      expect(await responseRow(response.id)).toMatchObject({ status: 'posted', statusReason: null });
    });

    it('marks a rejected reply failed with Google\'s reason and the review unanswered; approving again replaces it', async () => {
      const { review, response } = await approvedReply();
      t.emulator.state.setFailures({ rejectReplies: 'OFF_TOPIC' });
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(await checkReplyModeration(t.ctx, response.id)).toBe('rejected');
      expect(await responseRow(response.id)).toMatchObject({
        status: 'failed',
        statusReason: 'Google did not publish this reply (OFF_TOPIC). Edit it and approve again.',
        statusReasonCode: { code: 'moderationRejected', params: { platform: 'google', violation: 'OFF_TOPIC' } },
        postedAt: null,
      });
      expect(await reviewRow(review.id)).toMatchObject({ platformReplyText: null, platformReplyAt: null, replyStatus: 'failed' });

      t.emulator.state.setFailures({ rejectReplies: null });
      const edited = 'Mange tak for din anmeldelse! Vi er glade for, at du kiggede forbi, og håber at se dig igen.';
      await t.ctx.database.db.update(aiResponses).set({ responseText: edited, status: 'approved' }).where(eq(aiResponses.id, response.id));
      expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
      expect(replyCalls(review.platformReviewId)).toHaveLength(2);
      expect(replyOnGoogle(review.platformReviewId)).toMatchObject({ comment: edited });
      expect(await checkReplyModeration(t.ctx, response.id)).toBe('published');
    });

    it('looks again later while the reply is still in moderation, and stops after the last look', async () => {
      const { review, response } = await approvedReply();
      await postApprovedReply(t.ctx, response.id);
      // Moderation undecided: Google shows the reply PENDING.
      delete t.emulator.state.store.review(review.platformReviewId)!.replyOutcome;
      expect(await checkReplyModeration(t.ctx, response.id)).toBe('pending');

      const job = replyModerationJob(t.ctx);
      await job.run({ responseId: response.id, round: 0 });
      await job.run({ responseId: response.id, round: MODERATION_CHECKS_MS.length - 1 });
      const rounds = (await moderationJobs()).filter((queued) => queued.data.responseId === response.id).map((queued) => queued.data.round);
      expect(rounds).toEqual([0, 1]);
      expect((await responseRow(response.id)).status).toBe('posted');
    });

    it('leaves the reply alone once the owner replaced it on Google', async () => {
      const { review, response, connection } = await approvedReply();
      await postApprovedReply(t.ctx, response.id);
      t.emulator.state.setFailures({ rejectReplies: 'OFF_TOPIC' });
      await fetch(`${t.emulator.url}/v4/${review.platformReviewId}/reply`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${t.ctx.cipher.decrypt(connection.accessTokenSealed)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ comment: 'Tak fra ejeren selv.' }),
      });
      expect(await checkReplyModeration(t.ctx, response.id)).toBe('moved-on');
      expect((await responseRow(response.id)).status).toBe('posted');
    });
  });

  describe('as a job', () => {
    it('asks the queue to try again on a transient failure, and records a failure on the last attempt', async () => {
      const { response } = await approvedReply();
      const job = postReplyJob(t.ctx);
      expect(job).toMatchObject({ name: 'post-reply', retryLimit: 5 });
      t.emulator.state.setFailures({ replyErrors: 2, replyErrorStatus: 503 });
      await expect(job.run({ responseId: response.id }, { lastAttempt: false })).rejects.toThrow();
      expect((await responseRow(response.id)).status).toBe('approved');
      // The queue's retry comes after the reply's pause (its backoff is at least as long).
      await claimedAgo(response.id, (CLAIM_LEASE_SECONDS + 1) * 1000);
      await job.run({ responseId: response.id }, { lastAttempt: true });
      expect(await responseRow(response.id)).toMatchObject({ status: 'failed', statusReason: expect.any(String) });
    });

    it('posts once through the real queue', async () => {
      const { review, response } = await approvedReply();
      await t.ctx.jobs.work([postReplyJob(t.ctx)]);
      // Sent twice (approve racing the scheduler): one post.
      await t.ctx.jobs.send(postReplyJob(t.ctx), { responseId: response.id }, { singletonKey: response.id });
      await t.ctx.jobs.send(postReplyJob(t.ctx), { responseId: response.id });
      const until = Date.now() + 15_000;
      while ((await responseRow(response.id)).status !== 'posted') {
        if (Date.now() > until) throw new Error('the reply was not posted');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Let the second job run too.
      const settled = Date.now() + 15_000;
      for (;;) {
        const states = await t.ctx.database.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'post-reply'`);
        if (states.length === 2 && states.every((job) => job.state === 'completed')) break;
        if (Date.now() > settled) throw new Error(`jobs did not finish: ${JSON.stringify(states)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(replyCalls(review.platformReviewId)).toHaveLength(1);
      expect(replyOnGoogle(review.platformReviewId)!.comment).toBe(REPLY);
    });
  });
});
