import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { aiResponses, platformConnections, reviews } from '@server/db/schema';
import { draftMissingJob } from '@server/domains/responses/draft-jobs';
import { useTestApp } from '@server/test/test-app';
import { waitFor } from '@server/test/wait-for';
import { syncConnectionJob } from '../jobs/sync-jobs';
import { facebookConnector } from '../facebook/test-connect';
import { useLoggedApp } from './logged-app';
import { pushedReviewJob } from './push-jobs';
import { FACEBOOK_WEBHOOK_PATH } from './push.routes';

const APP_SECRET = 'emulator-app-secret';
const t = useTestApp({}, { facebookEmulator: { autoConsent: true, ratings: 3 } });
const { connectPage } = facebookConnector(t);

let worker: Promise<void> | undefined;
/** The push's fetch, the Page's sync and the drafting run as the worker role runs them. */
const startWorker = () => (worker ??= t.ctx.jobs.work([pushedReviewJob(t.ctx), syncConnectionJob(t.ctx), draftMissingJob(t.ctx)]));
let appUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  appUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
beforeEach(() => t.facebook.state.reset());

const sign = (body: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const push = (body: string, signature = sign(body)) =>
  t.request({ method: 'POST', url: FACEBOOK_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
const ratingEvent = (pageId: string, value: Record<string, unknown>) => JSON.stringify({ object: 'page', entry: [{ id: pageId, time: 1, changes: [{ field: 'ratings', value: { item: 'rating', verb: 'add', ...value } }] }] });
const storedByStory = async (storyId: string) => (await t.ctx.database.db.select().from(reviews).where(eq(reviews.platformReviewId, storyId)))[0];

describe('a Facebook rating pushed by the Page webhook', () => {
  it('arrives in the inbox with its draft without a sync, and a reply written on Facebook follows it', async () => {
    const { pageId, connectionId } = await connectPage();
    await startWorker();
    t.facebook.state.setWebhook({ url: `${appUrl}${FACEBOOK_WEBHOOK_PATH}` });
    const written = t.facebook.state.addRating({ pageId, recommendationType: 'negative', reviewText: 'Kaffen var kold, og vi ventede længe.', language: 'da' });

    const review = await waitFor(async () => (await storedByStory(written.open_graph_story_id!)) ?? false);
    expect(review).toMatchObject({ recommendation: 'negative', rating: null, reviewText: 'Kaffen var kold, og vi ventede længe.' });
    const [draft] = await waitFor(async () => {
      const rows = await t.ctx.database.db.select().from(aiResponses).where(eq(aiResponses.reviewId, review.id));
      return rows.length > 0 && rows;
    });
    expect(draft).toMatchObject({ status: 'pending', language: 'da' });
    expect(t.facebook.state.snapshot({ includeRatings: false }).webhookDeliveries.at(-1)).toMatchObject({ storyId: written.open_graph_story_id, status: 202 });
    const [connection] = await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    expect(connection!.lastSyncAt).toBeNull();

    t.facebook.state.updateRating(written.open_graph_story_id!, { pageComment: { message: 'Undskyld, det retter vi.' } });
    await waitFor(async () => (await storedByStory(written.open_graph_story_id!))?.platformReplyText === 'Undskyld, det retter vi.');
  });

  it('syncs the Page for a rating without a story, which has no id to fetch it by', async () => {
    const { pageId, connectionId } = await connectPage();
    await startWorker();
    const old = t.facebook.state.addRating({ pageId, recommendationType: 'positive', reviewText: 'Hyggeligt sted.', story: false, reviewer: { name: 'Ane Berg' } });
    expect((await push(ratingEvent(pageId, { reviewer_id: old.reviewer.id, created_time: 1 }))).statusCode).toBe(202);
    await waitFor(async () => {
      const [connection] = await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.id, connectionId));
      return connection!.lastSyncAt !== null;
    });
    const [stored] = await t.ctx.database.db.select().from(reviews).where(eq(reviews.reviewerName, 'Ane Berg'));
    expect(stored).toMatchObject({ canReply: false, recommendation: 'positive' });
  });

  it('refuses a push with a missing or wrong signature, and a body that is no Page event', async () => {
    const { pageId } = await connectPage();
    const body = ratingEvent(pageId, { open_graph_story_id: '123' });
    const unsigned = await t.request({ method: 'POST', url: FACEBOOK_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    expect((await push(body, sign(body, 'another-app-secret'))).statusCode).toBe(401);
    expect((await push(body, sign(`${body} `))).statusCode).toBe(401);
    for (const malformed of ['{"object":', '{"object":"user","entry":[{"id":"1"}]}', '{"object":"page","entry":[]}', '[]']) {
      const answer = await push(malformed);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('The webhook body is not a Facebook Page event.');
    }
    const unknown = await push(ratingEvent('999999', { open_graph_story_id: '123' }));
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ queued: 0 });
  });

  it("answers Meta's subscription check with the challenge only for our verify token", async () => {
    const check = (token: string) =>
      t.request({ method: 'GET', url: `${FACEBOOK_WEBHOOK_PATH}?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444` });
    const ok = await check(t.ctx.config.push.facebookVerifyToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await check('not-our-token')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: FACEBOOK_WEBHOOK_PATH })).statusCode).toBe(400);
  });
});

describe('what the Facebook webhook logs', () => {
  const logged = useLoggedApp(t);

  it('logs a refused signature and the Pages nobody here holds', async () => {
    const body = ratingEvent('page-nobody-holds', { open_graph_story_id: '42' });
    const send = (signature: string) => logged.inject({ method: 'POST', url: FACEBOOK_WEBHOOK_PATH, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature }, payload: body });
    expect((await send(sign(body, 'not-the-app-secret'))).statusCode).toBe(401);
    expect((await send(sign(body))).statusCode).toBe(202);
    expect(logged.lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 40, push: 'facebook', msg: 'push refused: missing or bad signature' }),
        expect.objectContaining({ level: 40, push: 'facebook', locations: ['page-nobody-holds'], msg: 'push ignored: no active connection holds these places' }),
      ]),
    );
  });
});
