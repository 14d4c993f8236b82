import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { aiResponses, platformConnections, reviews } from '@server/db/schema';
import { draftMissingJob } from '@server/domains/responses/draft-jobs';
import { useTestApp } from '@server/test/test-app';
import { trustpilotConnector } from '../trustpilot/test-connect';
import { useLoggedApp } from './logged-app';
import { pushedReviewJob } from './push-jobs';
import { TRUSTPILOT_WEBHOOK_PATH } from './push.routes';
import { waitFor } from '@server/test/wait-for';

const t = useTestApp({}, { trustpilotEmulator: { autoConsent: true, reviews: 3 } });
const { connectUnit } = trustpilotConnector(t);

let worker: Promise<void> | undefined;
/** The push's fetch and the drafting run as the worker role runs them. */
const startWorker = () => (worker ??= t.ctx.jobs.work([pushedReviewJob(t.ctx), draftMissingJob(t.ctx)]));
let appUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
beforeEach(() => t.trustpilot.state.reset());


const sign = (body: string, secret = t.ctx.config.push.trustpilotWebhookSecret) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const push = (body: string, signature = sign(body)) =>
  t.request({ method: 'POST', url: TRUSTPILOT_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-trustpilot-signature': signature }, payload: body });
const eventFor = (id: string, businessUnitId: string) => JSON.stringify({ events: [{ eventName: 'service-review-created', version: '1.0', eventData: { id, businessUnitId } }] });
const storedReview = async (platformReviewId: string) => (await t.ctx.database.db.select().from(reviews).where(eq(reviews.platformReviewId, platformReviewId)))[0];

describe('a Trustpilot review pushed by webhook', () => {
  it('arrives in the inbox with its draft without a sync', async () => {
    const { unitId, connectionId } = await connectUnit();
    await startWorker();
    t.trustpilot.state.setWebhook({ url: `${appUrl}${TRUSTPILOT_WEBHOOK_PATH}`, secret: t.ctx.config.push.trustpilotWebhookSecret });
    const written = t.trustpilot.state.addReview({ businessUnitId: unitId, stars: 2, title: 'Kold kaffe', text: 'Kaffen var kold, og vi ventede længe.', language: 'da' });

    const review = await waitFor(async () => (await storedReview(written.id)) ?? false);
    expect(review).toMatchObject({ title: 'Kold kaffe', reviewText: 'Kaffen var kold, og vi ventede længe.', rating: 2 });
    const [draft] = await waitFor(async () => {
      const rows = await t.ctx.database.db.select().from(aiResponses).where(eq(aiResponses.reviewId, review.id));
      return rows.length > 0 && rows;
    });
    expect(draft).toMatchObject({ status: 'pending', language: 'da' });
    expect(t.trustpilot.state.snapshot({ includeReviews: false }).webhookDeliveries.at(-1)).toMatchObject({ reviewId: written.id, status: 202 });
    const [connection] = await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    expect(connection!.lastSyncAt).toBeNull();
  });

  it('stores a review pushed twice once', async () => {
    const { unitId } = await connectUnit();
    await startWorker();
    const written = t.trustpilot.state.addReview({ businessUnitId: unitId, stars: 5 });
    expect((await push(eventFor(written.id, unitId))).statusCode).toBe(202);
    expect((await push(eventFor(written.id, unitId))).statusCode).toBe(202);
    await waitFor(async () => (await storedReview(written.id)) ?? false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await t.ctx.database.db.select().from(reviews).where(eq(reviews.platformReviewId, written.id))).toHaveLength(1);
  });

  it('refuses a push with a missing or wrong signature, and queues nothing', async () => {
    const { unitId } = await connectUnit();
    const body = eventFor('some-review', unitId);
    const unsigned = await t.request({ method: 'POST', url: TRUSTPILOT_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toBe('The webhook signature is missing or does not match.');
    expect((await push(body, sign(body, 'another-secret-entirely'))).statusCode).toBe(401);
    expect((await push(body, sign(`${body} `))).statusCode).toBe(401);
    expect((await push(body, 'sha256=zz')).statusCode).toBe(401);
  });

  it('acknowledges and ignores a push for a business unit no connection holds; refuses a body that is no list of events', async () => {
    const unknown = await push(eventFor('r-1', 'no-such-unit'));
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ queued: 0 });
    for (const body of ['{"events":', '{"events":[]}', '{"something":"else"}', '[]']) {
      const malformed = await push(body);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('The webhook body is not a list of Trustpilot review events.');
    }
  });
});

describe('what the Trustpilot webhook logs', () => {
  const logged = useLoggedApp(t);

  it('logs a refused signature and the business units nobody here holds', async () => {
    const body = eventFor('r-logged', 'unit-nobody-holds');
    const send = (signature: string) =>
      logged.inject({ method: 'POST', url: TRUSTPILOT_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-trustpilot-signature': signature }, payload: body });
    expect((await send(sign(body, 'not-our-secret-at-all'))).statusCode).toBe(401);
    expect((await send(sign(body))).statusCode).toBe(202);
    expect(logged.lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 40, push: 'trustpilot', msg: 'push refused: missing or bad signature' }),
        expect.objectContaining({ level: 40, push: 'trustpilot', locations: ['unit-nobody-holds'], msg: 'push ignored: no active connection holds these places' }),
      ]),
    );
  });
});
