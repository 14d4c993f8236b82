import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { aiResponses, platformConnections, reviews } from '@server/db/schema';
import { draftMissingJob } from '@server/domains/responses/draft-jobs';
import { connectGoogle } from '@server/test/google-fixture';
import { useTestApp } from '@server/test/test-app';
import { waitFor } from '@server/test/wait-for';
import { findConnection } from '../connections.repo';
import { enableGooglePush } from './google-notifications';
import { useLoggedApp } from './logged-app';
import { pushedReviewJob } from './push-jobs';
import { GOOGLE_PUBSUB_PATH } from './push.routes';

const TOPIC = 'projects/reputation-test/topics/business-reviews';
/** The location the connect flow connects: the first one of the emulator's first account. */
const CAFE = 'accounts/110384756120394857612/locations/4829105736291847561';
const HOTEL = 'accounts/108475610293847561029/locations/7361029485710293846';

const t = useTestApp({ GOOGLE_PUBSUB_TOPIC: TOPIC }, { googleEmulator: { autoConsent: true, seed: 5 } });

let appUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The push's fetch and the drafting run as the worker role runs them.
  await t.ctx.jobs.work([pushedReviewJob(t.ctx), draftMissingJob(t.ctx)]);
  // The topic's push subscription delivers to this app, as the owner sets it up in Google Cloud.
  t.emulator.state.setPushSubscription({ topic: TOPIC, pushEndpoint: `${appUrl}${GOOGLE_PUBSUB_PATH}?token=${encodeURIComponent(t.ctx.config.push.googlePushToken)}` });
});
beforeEach(() => t.emulator.state.reset());

/** A signed-up owner with the café connected and, unless a test pushes by hand, Google told to push its reviews. */
async function connectedCafe(options: { googlePushes: boolean } = { googlePushes: true }) {
  const owner = await t.signUp();
  const { connectionId } = await connectGoogle(t, owner.cookie);
  const connection = (await findConnection(t.ctx.database.db, connectionId))!;
  expect(connection.platformLocationId).toBe(CAFE);
  if (options.googlePushes) expect(await enableGooglePush(t.ctx, connection)).toBe(true);
  return { owner, connection };
}

const storedReview = async (platformReviewId: string) => (await t.ctx.database.db.select().from(reviews).where(eq(reviews.platformReviewId, platformReviewId)))[0];
const draftsOf = (reviewId: string) => t.ctx.database.db.select().from(aiResponses).where(eq(aiResponses.reviewId, reviewId));
/** Fetches queued for a review, ever: the queue's table is not emptied between tests, so each test uses its own review ids. */
const queuedFetches = async (platformReviewId: string) =>
  (await t.ctx.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'pushed-review' AND data->>'platformReviewId' = $1`, [platformReviewId]))[0]!.n;

const envelope = (data: unknown) =>
  JSON.stringify({
    message: { data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data), 'utf8').toString('base64'), messageId: '2070443601311540', publishTime: new Date().toISOString() },
    subscription: 'projects/reputation-test/subscriptions/business-reviews-push',
  });
const push = (body: string, url = `${GOOGLE_PUBSUB_PATH}?token=${encodeURIComponent(t.ctx.config.push.googlePushToken)}`) =>
  t.request({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });

describe('a Google review pushed through Pub/Sub', () => {
  it('arrives in the inbox with its draft within seconds, without a sync, whichever key layout Google uses', async () => {
    const { connection } = await connectedCafe();
    const first = t.emulator.state.addReview({ location: CAFE, starRating: 1, comment: 'Kaffen var kold, og vi ventede en halv time.', language: 'da', reviewer: { displayName: 'Bo Jensen' } });
    const second = t.emulator.state.addReview({ location: CAFE, starRating: 5, comment: 'Wunderbarer Kuchen und sehr freundliches Personal.', language: 'de' });

    const stored = await waitFor(async () => (await storedReview(first.name)) ?? false);
    expect(stored).toMatchObject({ platform: 'google', connectionId: connection.id, rating: 1, reviewText: 'Kaffen var kold, og vi ventede en halv time.', reviewerName: 'Bo Jensen' });
    const [draft] = await waitFor(async () => {
      const rows = await draftsOf(stored.id);
      return rows.length > 0 && rows;
    });
    expect(draft).toMatchObject({ status: 'pending', language: 'da' });
    const other = await waitFor(async () => (await storedReview(second.name)) ?? false);
    expect(other).toMatchObject({ rating: 5 });

    await t.emulator.state.pushesSettled();
    // The two pushes travel at once, so they may be answered in either order.
    const deliveries = t.emulator.state.snapshot({ includeReviews: false }).pushDeliveries.slice(-2);
    expect(deliveries.map((delivery) => [delivery.reviewName, delivery.status]).sort()).toEqual(
      [
        [first.name, 202],
        [second.name, 202],
      ].sort(),
    );
    expect(new Set(deliveries.map((delivery) => delivery.dataKeys))).toEqual(new Set(['reviewName', 'review']));
    expect((await findConnection(t.ctx.database.db, connection.id))!.lastSyncAt).toBeNull();
  });

  it('brings an edit made on Google into the stored review', async () => {
    await connectedCafe();
    const written = t.emulator.state.addReview({ location: CAFE, starRating: 2, comment: 'Slow service.', language: 'en' });
    await waitFor(async () => (await storedReview(written.name)) ?? false);
    t.emulator.state.updateReview(written.reviewId, { comment: 'Slow service, but they apologised and the food was great.', starRating: 4 });
    const edited = await waitFor(async () => {
      const row = await storedReview(written.name);
      return row?.rating === 4 && row;
    });
    expect(edited.reviewText).toBe('Slow service, but they apologised and the food was great.');
  });

  it('stores a review pushed twice once', async () => {
    // Pushed by hand twice, as Pub/Sub may deliver a message again.
    await connectedCafe({ googlePushes: false });
    const written = t.emulator.state.addReview({ location: CAFE, starRating: 5, reviewId: 'pushed-twice' });
    const body = envelope({ notificationType: 'NEW_REVIEW', reviewName: written.name, locationName: CAFE });
    expect((await push(body)).json()).toEqual({ queued: 1 });
    expect((await push(body)).statusCode).toBe(202);
    await waitFor(async () => (await storedReview(written.name)) ?? false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await t.ctx.database.db.select().from(reviews).where(eq(reviews.platformReviewId, written.name))).toHaveLength(1);
  });

  it('reads names without the account, or with the location alone beside the review, and fetches under the connection', async () => {
    await connectedCafe({ googlePushes: false });
    const written = t.emulator.state.addReview({ location: CAFE, reviewId: 'named-without-account' });
    const location = CAFE.slice(CAFE.indexOf('locations/'));
    expect((await push(envelope({ notificationType: 'UPDATED_REVIEW', review: `${location}/reviews/named-without-account`, location }))).json()).toEqual({ queued: 1 });
    expect(await waitFor(async () => (await storedReview(written.name)) ?? false)).toMatchObject({ platformReviewId: written.name });
  });
});

describe('what the Pub/Sub endpoint refuses or ignores', () => {
  it('refuses a missing or wrong token with 401 and queues nothing', async () => {
    await connectedCafe();
    const body = envelope({ notificationType: 'NEW_REVIEW', reviewName: `${CAFE}/reviews/wrong-token`, locationName: CAFE });
    for (const url of [GOOGLE_PUBSUB_PATH, `${GOOGLE_PUBSUB_PATH}?token=`, `${GOOGLE_PUBSUB_PATH}?token=not-the-token`, `${GOOGLE_PUBSUB_PATH}?token=${t.ctx.config.push.googlePushToken}x`]) {
      const refused = await push(body, url);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe('The push token is missing or does not match.');
    }
    expect(await queuedFetches(`${CAFE}/reviews/wrong-token`)).toBe(0);
  });

  it('answers 400 with what is wrong to a body that is no Business Profile notification, never 500', async () => {
    const cases: Array<[string, string]> = [
      ['{"message":', 'The body is not a Pub/Sub push: it has no message.'],
      ['[]', 'The body is not a Pub/Sub push: it has no message.'],
      ['{"message":{}}', 'The Pub/Sub message has no data.'],
      ['{"message":{"data":42}}', 'The Pub/Sub message has no data.'],
      ['{"message":{"data":"not base64!"}}', 'The Pub/Sub message data is not base64.'],
      [envelope('not json'), 'The Pub/Sub message data is not a JSON object.'],
      [envelope('[1,2]'), 'The Pub/Sub message data is not a JSON object.'],
      [envelope('{"__proto__":{"polluted":true},"notificationType":"NEW_REVIEW"}'), 'The Pub/Sub message data is not a JSON object.'],
      [envelope({ reviewName: `${CAFE}/reviews/r` }), 'The notification has no notificationType.'],
      [envelope({ notificationType: 'NEW_REVIEW', locationName: CAFE }), 'The review notification names no review.'],
      [envelope({ notificationType: 'NEW_REVIEW', reviewName: 'reviews/r' }), 'The review name is not accounts/{account}/locations/{location}/reviews/{review}.'],
      [envelope({ notificationType: 'NEW_REVIEW', reviewName: `${CAFE}/reviews/r`, locationName: HOTEL }), 'The review is not at the location the notification names.'],
    ];
    for (const [body, message] of cases) {
      const refused = await push(body);
      expect({ body, status: refused.statusCode, message: refused.json().message }).toEqual({ body, status: 400, message });
    }
  });

  it('acknowledges and ignores a location no active connection holds, and notifications of other kinds', async () => {
    const { connection } = await connectedCafe();
    const elsewhere = await push(envelope({ notificationType: 'NEW_REVIEW', reviewName: `${HOTEL}/reviews/not-ours`, locationName: HOTEL }));
    expect(elsewhere.statusCode).toBe(202);
    expect(elsewhere.json()).toEqual({ queued: 0 });
    expect(await queuedFetches(`${HOTEL}/reviews/not-ours`)).toBe(0);

    await t.ctx.database.db.update(platformConnections).set({ isActive: false }).where(eq(platformConnections.id, connection.id));
    expect((await push(envelope({ notificationType: 'NEW_REVIEW', reviewName: `${CAFE}/reviews/inactive`, locationName: CAFE }))).json()).toEqual({ queued: 0 });
    expect(await queuedFetches(`${CAFE}/reviews/inactive`)).toBe(0);

    const question = await push(envelope({ notificationType: 'NEW_QUESTION', locationName: CAFE, question: `${CAFE}/questions/q1` }));
    expect(question.statusCode).toBe(202);
  });
});

describe('what the Pub/Sub endpoint logs', () => {
  const logged = useLoggedApp(t);

  it('logs a refused token without the token, a malformed body, and a push for a location nobody holds', async () => {
    const token = t.ctx.config.push.googlePushToken;
    const wrong = 'a-wrong-token-that-must-not-leak';
    const body = envelope({ notificationType: 'NEW_REVIEW', reviewName: `${HOTEL}/reviews/logged`, locationName: HOTEL });
    const send = (url: string) => logged.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
    expect((await send(`${GOOGLE_PUBSUB_PATH}?token=${wrong}`)).statusCode).toBe(401);
    expect((await send(`${GOOGLE_PUBSUB_PATH}?token=${encodeURIComponent(token)}`)).statusCode).toBe(202);
    expect((await send(`${GOOGLE_PUBSUB_PATH}?token=${encodeURIComponent(token)}`.replace('?', '?x=1&'))).statusCode).toBe(202);
    const malformed = await logged.inject({ method: 'POST', url: `${GOOGLE_PUBSUB_PATH}?token=${encodeURIComponent(token)}`, headers: { 'content-type': 'application/json' }, payload: '{"message":{}}' });
    expect(malformed.statusCode).toBe(400);

    expect(logged.lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 40, push: 'google', msg: 'push refused: missing or wrong token' }),
        expect.objectContaining({ level: 40, push: 'google', problem: 'The Pub/Sub message has no data.', msg: 'push refused: not a Business Profile notification' }),
        expect.objectContaining({ level: 40, push: 'google', review: `${HOTEL}/reviews/logged`, msg: 'push ignored: no active connection holds this location' }),
      ]),
    );
    expect(logged.raw()).not.toContain(wrong);
    expect(logged.raw()).not.toContain(token);
    expect(logged.raw()).not.toContain(encodeURIComponent(token));
  });
});

describe('the pushed-review job', () => {
  it('fails for a busy Google, so the queue asks again, and gives up quietly on a refusal for good', async () => {
    const { connection } = await connectedCafe({ googlePushes: false });
    const written = t.emulator.state.addReview({ location: CAFE, reviewId: 'fetched-by-hand' });
    const job = pushedReviewJob(t.ctx);
    t.emulator.state.setFailures({ rateLimited: true });
    await expect(job.run({ connectionId: connection.id, platformReviewId: written.name })).rejects.toMatchObject({ code: 'rate_limited' });
    t.emulator.state.setFailures({ rateLimited: null, serviceDisabled: ['mybusiness.googleapis.com'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(job.run({ connectionId: connection.id, platformReviewId: written.name })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Pushed review .*fetched-by-hand of connection .* not fetched: Google My Business API has not been used/));
    warn.mockRestore();
    t.emulator.state.clearFailures();
    await job.run({ connectionId: connection.id, platformReviewId: written.name });
    expect(await storedReview(written.name)).toBeDefined();
  });
});
