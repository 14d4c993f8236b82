import { eq } from 'drizzle-orm';
import type { AppContext } from '@server/app-context';
import { loadConfig } from '@server/config';
import { platformConnections } from '@server/db/schema';
import { connectGoogle } from '@server/test/google-fixture';
import { useTestApp } from '@server/test/test-app';
import { toPushSubscription } from '../../../../tools/emulators/google/operations';
import { findConnection } from '../connections.repo';
import { disableGooglePush, EMBEDDED_PUBSUB_TOPIC, enableGooglePush, googlePushEndpoint, googlePushTopic } from './google-notifications';

const TOPIC = 'projects/reputation-test/topics/business-reviews';
const ACCOUNT = 'accounts/110384756120394857612';
const t = useTestApp({ GOOGLE_PUBSUB_TOPIC: TOPIC }, { googleEmulator: { autoConsent: true, seed: 3 } });

beforeEach(() => t.emulator.state.reset());
afterEach(() => vi.restoreAllMocks());

const settingOf = (account = ACCOUNT) => t.emulator.state.snapshot({ includeReviews: false }).notificationSettings.find((setting) => setting.name === `${account}/notificationSetting`);
const silenced = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

async function connected() {
  const owner = await t.signUp();
  const { connectionId } = await connectGoogle(t, owner.cookie);
  return (await findConnection(t.ctx.database.db, connectionId))!;
}

describe('the topic Google notifies', () => {
  const base = { NODE_ENV: 'test', APP_SECRET: 'test-secret-test-secret-test-secret-0123', PUBLIC_URL: 'https://reviews.example.com', DATA_DIR: '/tmp/unused-push-config' };

  it("is GOOGLE_PUBSUB_TOPIC; the embedded demo's own without it; none (push off) otherwise", () => {
    expect(googlePushTopic(loadConfig({ ...base, GOOGLE_PUBSUB_TOPIC: TOPIC, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toBe(TOPIC);
    expect(googlePushTopic(loadConfig(base))).toBe(EMBEDDED_PUBSUB_TOPIC);
    expect(googlePushTopic(loadConfig({ ...base, GOOGLE_EMULATOR_URL: 'http://127.0.0.1:4010' }))).toBeUndefined();
    expect(googlePushTopic(loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }))).toBeUndefined();
  });

  it("is pushed to this app's endpoint with the push token, a subscription the emulator accepts", () => {
    const config = loadConfig({ ...base, GOOGLE_PUBSUB_PUSH_TOKEN: 'a token/with+odd=chars' });
    expect(googlePushEndpoint(config)).toBe('https://reviews.example.com/api/webhooks/google-pubsub?token=a%20token%2Fwith%2Bodd%3Dchars');
    expect(toPushSubscription({ topic: EMBEDDED_PUBSUB_TOPIC, pushEndpoint: googlePushEndpoint(config) }).topic).toBe(EMBEDDED_PUBSUB_TOPIC);
  });
});

describe('enabling Google push for a connection', () => {
  it("sets the account's notificationSetting to the topic for new and updated reviews, as connecting does", async () => {
    const connection = await connected();
    expect(settingOf()).toEqual({ name: `${ACCOUNT}/notificationSetting`, pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] });
    await disableGooglePush(t.ctx, connection);
    expect(settingOf()?.pubsubTopic ?? '').toBe('');
    expect(await enableGooglePush(t.ctx, connection)).toBe(true);
    expect(settingOf()).toEqual({ name: `${ACCOUNT}/notificationSetting`, pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] });
  });

  it('does nothing without a topic (and not embedded), or for another platform', async () => {
    const connection = await connected();
    const before = settingOf();
    const withoutTopic: AppContext = { ...t.ctx, config: { ...t.ctx.config, push: { ...t.ctx.config.push, googlePubsubTopic: undefined } } };
    expect(await enableGooglePush(withoutTopic, connection)).toBe(false);
    expect(await enableGooglePush(t.ctx, { ...connection, platform: 'trustpilot' })).toBe(false);
    expect(settingOf()).toEqual(before);
  });

  it('logs a refusal and leaves the connection working on the 3-hourly sync', async () => {
    const connection = await connected();
    const before = settingOf();
    const warn = silenced();
    t.emulator.state.setFailures({ serviceDisabled: ['mybusinessnotifications.googleapis.com'] });
    expect(await enableGooglePush(t.ctx, connection)).toBe(false);
    t.emulator.state.setFailures({ serviceDisabled: null, pubsubPublishDenied: true });
    expect(await enableGooglePush(t.ctx, connection)).toBe(false);
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringMatching(/^Google push not enabled for connection .*: My Business Notifications API has not been used in project .*; the 3-hourly sync goes on$/),
      expect.stringMatching(/^Google push not enabled for connection .*not allowed to publish to the Pub\/Sub topic/),
    ]);
    expect(await findConnection(t.ctx.database.db, connection.id)).toMatchObject({ isActive: true, lastSyncError: null });
    expect(settingOf()).toEqual(before);
  });

  it("says so when it takes the account's one topic from another tool", async () => {
    const connection = await connected();
    const other: AppContext = { ...t.ctx, config: { ...t.ctx.config, push: { ...t.ctx.config.push, googlePubsubTopic: 'projects/another-tool/topics/their-reviews' } } };
    await enableGooglePush(other, connection);
    const warn = silenced();
    expect(await enableGooglePush(t.ctx, connection)).toBe(true);
    expect(warn).toHaveBeenCalledWith(`Google account ${ACCOUNT} notified projects/another-tool/topics/their-reviews; it now notifies ${TOPIC} (one topic per account)`);
    expect(settingOf()!.pubsubTopic).toBe(TOPIC);
  });
});

describe('disabling Google push for a connection', () => {
  it('clears the setting only when no other active connection is on the account', async () => {
    const first = await connected();
    const second = await connected();
    await enableGooglePush(t.ctx, first);
    expect(await disableGooglePush(t.ctx, first)).toBe(false);
    expect(settingOf()!.pubsubTopic).toBe(TOPIC);
    // The other connection lost its grant: it receives nothing, so the setting may go.
    await t.ctx.database.db.update(platformConnections).set({ isActive: false }).where(eq(platformConnections.id, second.id));
    expect(await disableGooglePush(t.ctx, first)).toBe(true);
    expect(settingOf()).toBeUndefined();
  });

  it("leaves another tool's topic in place", async () => {
    const connection = await connected();
    const other: AppContext = { ...t.ctx, config: { ...t.ctx.config, push: { ...t.ctx.config.push, googlePubsubTopic: 'projects/another-tool/topics/their-reviews' } } };
    await enableGooglePush(other, connection);
    expect(await disableGooglePush(t.ctx, connection)).toBe(true);
    expect(settingOf()!.pubsubTopic).toBe('projects/another-tool/topics/their-reviews');
  });

  it('logs a failure and never throws: disconnecting goes on', async () => {
    const connection = await connected();
    await enableGooglePush(t.ctx, connection);
    const warn = silenced();
    t.emulator.state.setFailures({ revokeTokens: true });
    expect(await disableGooglePush(t.ctx, connection)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Google push not disabled for connection /));
    expect(settingOf()!.pubsubTopic).toBe(TOPIC);
  });
});
