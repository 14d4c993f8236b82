import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGoogleEmulator, type GoogleEmulator } from './create-emulator';
import { GROUP_ACCOUNT, PERSONAL_ACCOUNT, SEED_LOCATIONS } from './seed/businesses';
import { api, connect, testClock, testEmulator } from './testing';
import { startReceiver } from '../shared/test-receiver';

const TOPIC = 'projects/reputation-test/topics/business-reviews';
const SETTING = `/v1/${PERSONAL_ACCOUNT}/notificationSetting`;
const MASK = '?updateMask=pubsubTopic,notificationTypes';
const cafe = `${PERSONAL_ACCOUNT}/${SEED_LOCATIONS[0]!.location.name}`;
const hotel = `${GROUP_ACCOUNT}/${SEED_LOCATIONS[1]!.location.name}`;

let emulator: GoogleEmulator;
let token: string;
afterEach(async () => {
  await emulator?.close();
  await receiving?.close();
  receiving = undefined;
});

async function setup(options: Parameters<typeof testEmulator>[0] = {}) {
  ({ emulator } = await testEmulator({ autoConsent: true, ...options }));
  token = (await connect(emulator)).access_token;
}

const patch = (body: unknown, url = `${SETTING}${MASK}`) => api(emulator, token, url, { method: 'PATCH', body });
const subscribe = (types = ['NEW_REVIEW', 'UPDATED_REVIEW'], account = PERSONAL_ACCOUNT) =>
  patch({ name: `${account}/notificationSetting`, pubsubTopic: TOPIC, notificationTypes: types }, `/v1/${account}/notificationSetting${MASK}`);

let receiving: Awaited<ReturnType<typeof startReceiver>> | undefined;
const receiver = async (status = 202) => (receiving = await startReceiver('/api/webhooks/google-pubsub?token=push-secret', status));

const envelopeOf = (body: string) => JSON.parse(body) as { message: Record<string, unknown> & { data: string }; subscription: string };
const dataOf = (body: string) => JSON.parse(Buffer.from(envelopeOf(body).message.data, 'base64').toString('utf8')) as Record<string, string>;

describe('Business Notifications v1: notificationSetting', () => {
  it('is empty until set; PATCH sets the topic and types, GET reads them back', async () => {
    await setup();
    expect((await api(emulator, token, SETTING)).json()).toEqual({ name: `${PERSONAL_ACCOUNT}/notificationSetting` });
    const set = await subscribe();
    expect(set.statusCode).toBe(200);
    const expected = { name: `${PERSONAL_ACCOUNT}/notificationSetting`, pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] };
    expect(set.json()).toEqual(expected);
    expect((await api(emulator, token, SETTING)).json()).toEqual(expected);
    expect(emulator.state.snapshot({ includeReviews: false }).notificationSettings).toEqual([expected]);
  });

  it('empty notificationTypes or an empty topic stop the notifications; a field left out of the mask is kept', async () => {
    await setup();
    await subscribe();
    expect((await patch({ pubsubTopic: TOPIC, notificationTypes: [] })).json()).toEqual({ name: `${PERSONAL_ACCOUNT}/notificationSetting`, pubsubTopic: TOPIC });
    await subscribe();
    expect((await patch({ pubsubTopic: '', notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] })).json()).toEqual({ name: `${PERSONAL_ACCOUNT}/notificationSetting`, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] });
    expect((await patch({}, `${SETTING}?updateMask=notificationTypes`)).json()).toEqual({ name: `${PERSONAL_ACCOUNT}/notificationSetting` });
    await subscribe();
    expect((await patch({ notificationTypes: ['NEW_REVIEW'] }, `${SETTING}?updateMask=notification_types`)).json()).toMatchObject({ pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW'] });
  });

  it('requires an updateMask of known fields, a name of its own and known types', async () => {
    await setup();
    const noMask = await patch({ pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW'] }, SETTING);
    expect(noMask.statusCode).toBe(400);
    expect(noMask.json().error).toMatchObject({ status: 'INVALID_ARGUMENT', details: [{ fieldViolations: [{ field: 'update_mask' }] }] });
    expect((await patch({ pubsubTopic: TOPIC }, `${SETTING}?updateMask=name`)).statusCode).toBe(400);
    expect((await patch({ name: `${GROUP_ACCOUNT}/notificationSetting`, pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW'] })).statusCode).toBe(400);
    const badType = await patch({ pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW', 'EVERYTHING'] });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.details[0].fieldViolations[0].field).toBe('notification_setting.notification_types');
    expect((await api(emulator, token, SETTING)).json()).toEqual({ name: `${PERSONAL_ACCOUNT}/notificationSetting` });
  });

  it('refuses a malformed topic with INVALID_PUBSUB_TOPIC', async () => {
    await setup();
    for (const topic of ['reviews', 'projects/reputation-test/reviews', 'projects/Bad_Project/topics/reviews', 'projects/reputation-test/topics/goog-reviews', 'projects/reputation-test/topics/1x']) {
      const response = await patch({ pubsubTopic: topic, notificationTypes: ['NEW_REVIEW'] });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 400,
        status: 'INVALID_ARGUMENT',
        details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'INVALID_PUBSUB_TOPIC', domain: 'mybusinessnotifications.googleapis.com' }],
      });
    }
  });

  it('answers PUBLISH_PERMISSIONS_MISSING_FOR_PUBSUB_TOPIC while Google may not publish to the topic', async () => {
    await setup();
    emulator.state.setFailures({ pubsubPublishDenied: true });
    const refused = await subscribe();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ status: 'FAILED_PRECONDITION', details: [{ reason: 'PUBLISH_PERMISSIONS_MISSING_FOR_PUBSUB_TOPIC' }] });
    emulator.state.setFailures({ pubsubPublishDenied: null });
    expect((await subscribe()).statusCode).toBe(200);
  });

  it("refuses an account the caller does not manage, and answers 403 SERVICE_DISABLED when the API is off", async () => {
    await setup();
    expect((await api(emulator, token, '/v1/accounts/112938475610293847560/notificationSetting')).statusCode).toBe(403);
    emulator.state.setFailures({ serviceDisabled: ['mybusinessnotifications.googleapis.com'] });
    const disabled = await api(emulator, token, SETTING);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().error.message).toMatch(/^My Business Notifications API has not been used in project/);
    expect((await api(emulator, token, '/v1/accounts')).statusCode).toBe(200);
    expect((await api(emulator, undefined, SETTING)).statusCode).toBe(401);
  });
});

describe('Pub/Sub push', () => {
  it('pushes a new review to the topic\'s push subscription in the standard envelope, base64 JSON inside', async () => {
    const { url, received } = await receiver();
    await setup({ pushSubscriptions: [{ topic: TOPIC, pushEndpoint: url }] });
    await subscribe();
    const added = emulator.state.addReview({ location: cafe, starRating: 2, comment: 'Kold kaffe.' });
    await emulator.state.pushesSettled();
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    const envelope = envelopeOf(received[0]!.body);
    expect(envelope).toEqual({
      message: {
        data: expect.any(String),
        messageId: expect.stringMatching(/^\d+$/),
        message_id: envelope.message.messageId,
        publishTime: new Date(testClock().now()).toISOString(),
        publish_time: new Date(testClock().now()).toISOString(),
        attributes: {},
      },
      subscription: 'projects/reputation-test/subscriptions/business-reviews-push',
    });
    expect(dataOf(received[0]!.body)).toEqual({ notificationType: 'NEW_REVIEW', reviewName: added.name, locationName: cafe });
    expect(emulator.state.snapshot({ includeReviews: false }).pushDeliveries).toEqual([
      {
        messageId: envelope.message.messageId,
        subscription: 'projects/reputation-test/subscriptions/business-reviews-push',
        notificationType: 'NEW_REVIEW',
        reviewName: added.name,
        dataKeys: 'reviewName',
        time: expect.any(String),
        status: 202,
      },
    ]);
  });

  it('alternates the keys inside data between {reviewName, locationName} and {review, location}; an edit is UPDATED_REVIEW', async () => {
    const { url, received } = await receiver();
    await setup();
    // Told over HTTP, as a test of the product in another process would.
    const told = await emulator.app.inject({ method: 'PUT', url: '/__emulator/pubsub/subscriptions', payload: { topic: TOPIC, pushEndpoint: url, name: 'projects/reputation-test/subscriptions/product' } });
    expect(told.statusCode).toBe(200);
    await subscribe();
    const first = emulator.state.addReview({ location: cafe });
    const second = emulator.state.addReview({ location: cafe });
    emulator.state.updateReview(first.reviewId, { comment: 'Edited: better the second time.' });
    await emulator.state.pushesSettled();
    const pushed = received.map((r) => ({ data: dataOf(r.body), subscription: envelopeOf(r.body).subscription }));
    expect(pushed.map((p) => p.subscription)).toEqual(Array(3).fill('projects/reputation-test/subscriptions/product'));
    expect(pushed.map((p) => p.data)).toEqual([
      { notificationType: 'NEW_REVIEW', reviewName: first.name, locationName: cafe },
      { notificationType: 'NEW_REVIEW', review: second.name, location: cafe },
      { notificationType: 'UPDATED_REVIEW', reviewName: first.name, locationName: cafe },
    ]);
    const ids = received.map((r) => envelopeOf(r.body).message.messageId);
    expect(new Set(ids).size).toBe(3);
  });

  it('pushes only the types the setting names, only for its account, and only to subscriptions on its topic', async () => {
    const { url, received } = await receiver();
    await setup({ pushSubscriptions: [{ topic: TOPIC, pushEndpoint: url }, { topic: 'projects/reputation-test/topics/other-topic', pushEndpoint: url }] });
    await subscribe(['NEW_REVIEW']);
    const added = emulator.state.addReview({ location: cafe });
    emulator.state.updateReview(added.reviewId, { starRating: 'FIVE' });
    emulator.state.addReview({ location: hotel });
    await emulator.state.pushesSettled();
    expect(received.map((r) => dataOf(r.body))).toEqual([{ notificationType: 'NEW_REVIEW', reviewName: added.name, locationName: cafe }]);

    await emulator.app.inject({ method: 'DELETE', url: `/__emulator/pubsub/subscriptions?topic=${encodeURIComponent(TOPIC)}` });
    emulator.state.addReview({ location: cafe });
    await emulator.state.pushesSettled();
    expect(received).toHaveLength(1);
    expect(emulator.state.snapshot({ includeReviews: false }).pushSubscriptions.map((s) => s.topic)).toEqual(['projects/reputation-test/topics/other-topic']);
  });

  it('live reviews are pushed too', async () => {
    const { url, received } = await receiver();
    emulator = await createGoogleEmulator({ seed: 3, autoConsent: true, liveReviewsEveryMs: 20, pushSubscriptions: [{ topic: TOPIC, pushEndpoint: url }] });
    token = (await connect(emulator)).access_token;
    await subscribe();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await emulator.state.pushesSettled();
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => dataOf(r.body).notificationType === 'NEW_REVIEW')).toBe(true);
  });

  it('records a receiver that refuses or cannot be reached, without throwing', async () => {
    const { url } = await receiver(404);
    await setup({ pushSubscriptions: [{ topic: TOPIC, pushEndpoint: url }] });
    await subscribe();
    emulator.state.addReview({ location: cafe });
    await emulator.state.pushesSettled();
    await receiving!.close();
    receiving = undefined;
    emulator.state.addReview({ location: cafe });
    await emulator.state.pushesSettled();
    const deliveries = (await emulator.app.inject({ url: '/__emulator/state?reviews=0' })).json().pushDeliveries;
    expect(deliveries[0].status).toBe(404);
    expect(deliveries[1].status).toBeUndefined();
    expect(deliveries[1].error).toEqual(expect.any(String));
  });

  it('refuses a subscription without a usable topic or endpoint', async () => {
    await setup();
    for (const payload of [{ topic: 'reviews', pushEndpoint: 'http://localhost/x' }, { topic: TOPIC, pushEndpoint: 'ftp://localhost/x' }, { topic: TOPIC }]) {
      expect((await emulator.app.inject({ method: 'PUT', url: '/__emulator/pubsub/subscriptions', payload })).statusCode).toBe(400);
    }
  });

  it('a reset forgets the settings unless tokens are kept; subscriptions stay', async () => {
    await setup({ pushSubscriptions: [{ topic: TOPIC, pushEndpoint: 'http://127.0.0.1:9/push' }] });
    await subscribe();
    emulator.state.reset({ keepTokens: true });
    expect(emulator.state.snapshot({ includeReviews: false }).notificationSettings).toHaveLength(1);
    emulator.state.reset();
    const snapshot = emulator.state.snapshot({ includeReviews: false });
    expect(snapshot.notificationSettings).toEqual([]);
    expect(snapshot.pushSubscriptions).toHaveLength(1);
  });

  it('the state file keeps settings and subscriptions across a restart', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'google-emulator-push-')), 'google.json');
    await setup({ stateFile, pushSubscriptions: [{ topic: TOPIC, pushEndpoint: 'http://127.0.0.1:9/push' }] });
    await subscribe();
    await emulator.close();
    ({ emulator } = await testEmulator({ stateFile, autoConsent: true }));
    const snapshot = emulator.state.snapshot({ includeReviews: false });
    expect(snapshot.notificationSettings).toEqual([{ name: `${PERSONAL_ACCOUNT}/notificationSetting`, pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] }]);
    expect(snapshot.pushSubscriptions).toEqual([{ name: 'projects/reputation-test/subscriptions/business-reviews-push', topic: TOPIC, pushEndpoint: 'http://127.0.0.1:9/push' }]);
  });
});
