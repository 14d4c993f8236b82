import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGoogleEmulator, type GoogleEmulator } from '../../../../tools/emulators/google/create-emulator';
import { hashToken } from '../../../../tools/emulators/google/state';
import { PlatformError, type PlatformAdapter, type PlatformTokens } from '../platform';
import { BUSINESS_SCOPE, googleEndpoints } from './endpoints';
import { createGoogleAdapter, GOOGLE_REPLY_MAX_BYTES } from './google-adapter';
import { googleFetch } from './google-http';
import { platformErrorOf } from '../test-support';

const PER_LOCATION = 120;
const REDIRECT_URI = 'http://localhost:5000/api/auth/google/callback';
const CREDENTIALS = { clientId: 'adapter-test.apps.googleusercontent.com', clientSecret: 'adapter-test-secret' };
const LOCATIONS = {
  cafe: 'accounts/110384756120394857612/locations/4829105736291847561',
  hotel: 'accounts/108475610293847561029/locations/7361029485710293846',
  salon: 'accounts/108475610293847561029/locations/2958173640192837465',
  bakery: 'accounts/108475610293847561029/locations/5172039486120394857',
};

let emulator: GoogleEmulator;
let adapter: PlatformAdapter;

beforeAll(async () => {
  emulator = await createGoogleEmulator({
    autoConsent: true,
    seed: PER_LOCATION,
    clients: [{ ...CREDENTIALS, redirectUris: [REDIRECT_URI] }],
  });
  await emulator.listen(0);
  adapter = createGoogleAdapter(googleEndpoints(emulator.url), CREDENTIALS);
});

afterAll(async () => {
  await emulator?.close();
});

beforeEach(() => {
  emulator.state.reset();
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The browser's part: the authorization URL through (auto) consent; answers the code Google sends back. */
async function authorize(url = adapter.authorizationUrl({ state: 'state-1', codeChallenge: pkce().challenge, redirectUri: REDIRECT_URI })) {
  const answer = await fetch(url, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location')!);
  return back.searchParams;
}

async function connect(): Promise<PlatformTokens> {
  const { verifier, challenge } = pkce();
  const back = await authorize(adapter.authorizationUrl({ state: 'state-1', codeChallenge: challenge, redirectUri: REDIRECT_URI }));
  return adapter.exchangeCode({ code: back.get('code')!, codeVerifier: verifier, redirectUri: REDIRECT_URI });
}


describe('Google endpoints', () => {
  it("are Google's hosts, or the emulator's origin with the same paths", () => {
    expect(googleEndpoints()).toEqual({
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      revoke: 'https://oauth2.googleapis.com/revoke',
      jwks: 'https://www.googleapis.com/oauth2/v3/certs',
      issuer: 'https://accounts.google.com',
      accountManagement: 'https://mybusinessaccountmanagement.googleapis.com/v1',
      businessInformation: 'https://mybusinessbusinessinformation.googleapis.com/v1',
      myBusiness: 'https://mybusiness.googleapis.com/v4',
      notifications: 'https://mybusinessnotifications.googleapis.com/v1',
    });
    const emulated = googleEndpoints('http://127.0.0.1:9999/');
    expect(emulated.authorize).toBe('http://127.0.0.1:9999/o/oauth2/v2/auth');
    expect(emulated.myBusiness).toBe('http://127.0.0.1:9999/v4');
    expect(emulated.notifications).toBe('http://127.0.0.1:9999/v1');
    expect(emulated.issuer).toBe('http://127.0.0.1:9999');
  });
});

describe('the Google adapter', () => {
  describe('OAuth', () => {
    it('builds the authorization URL with PKCE, offline access and consent', () => {
      const url = new URL(adapter.authorizationUrl({ state: 'the-state', codeChallenge: 'the-challenge', redirectUri: REDIRECT_URI }));
      expect(`${url.origin}${url.pathname}`).toBe(`${emulator.url}/o/oauth2/v2/auth`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        client_id: CREDENTIALS.clientId,
        redirect_uri: REDIRECT_URI,
        response_type: 'code',
        scope: BUSINESS_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state: 'the-state',
        code_challenge: 'the-challenge',
        code_challenge_method: 'S256',
      });
    });

    it('exchanges a code with its verifier for access and refresh tokens', async () => {
      const before = Date.now();
      const tokens = await connect();
      expect(tokens.accessToken).toMatch(/^ya29\./);
      expect(tokens.refreshToken).toMatch(/^1\/\/0/);
      expect(tokens.scopes).toEqual([BUSINESS_SCOPE]);
      expect(tokens.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3599_000);
      expect(tokens.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 3599_000);
    });

    it('fails the exchange with invalid_grant for a wrong verifier or a used code', async () => {
      const { verifier, challenge } = pkce();
      const back = await authorize(adapter.authorizationUrl({ state: 's', codeChallenge: challenge, redirectUri: REDIRECT_URI }));
      const code = back.get('code')!;
      const wrong = await platformErrorOf(adapter.exchangeCode({ code, codeVerifier: pkce().verifier, redirectUri: REDIRECT_URI }));
      expect(wrong.code).toBe('invalid_grant');
      expect(wrong.status).toBe(400);
      await adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI });
      expect((await platformErrorOf(adapter.exchangeCode({ code, codeVerifier: verifier, redirectUri: REDIRECT_URI }))).code).toBe('invalid_grant');
    });

    it('refuses a grant without the Business Profile scope (granular consent)', async () => {
      const { verifier, challenge } = pkce();
      const url = new URL(adapter.authorizationUrl({ state: 's', codeChallenge: challenge, redirectUri: REDIRECT_URI }));
      url.searchParams.set('scope', `openid email ${BUSINESS_SCOPE}`);
      emulator.state.setFailures({ dropBusinessScope: true });
      const back = await authorize(url.toString());
      expect(back.get('scope')).not.toContain(BUSINESS_SCOPE);
      const error = await platformErrorOf(adapter.exchangeCode({ code: back.get('code')!, codeVerifier: verifier, redirectUri: REDIRECT_URI }));
      expect(error.code).toBe('permission_denied');
    });

    it('refreshes an access token; the refresh token stays', async () => {
      const tokens = await connect();
      const refreshed = await adapter.refreshTokens(tokens.refreshToken!);
      expect(refreshed.accessToken).toMatch(/^ya29\./);
      expect(refreshed.accessToken).not.toBe(tokens.accessToken);
      expect(refreshed.refreshToken).toBeUndefined();
      expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 3500_000);
      // The new token works.
      expect(await adapter.listLocations(refreshed.accessToken)).toHaveLength(4);
    });

    it('answers invalid_grant to a refresh after the grant was revoked', async () => {
      const tokens = await connect();
      emulator.state.setFailures({ revokeTokens: true });
      const error = await platformErrorOf(adapter.refreshTokens(tokens.refreshToken!));
      expect(error.code).toBe('invalid_grant');
      expect(error.transient).toBe(false);
      expect((await platformErrorOf(adapter.listLocations(tokens.accessToken))).code).toBe('unauthenticated');
    });

    it('revokes the whole grant with the refresh token', async () => {
      const tokens = await connect();
      await adapter.revoke(tokens.refreshToken!);
      expect(emulator.state.store.refreshTokens.get(hashToken(tokens.refreshToken!))!.revokedAt).toEqual(expect.any(Number));
      expect(emulator.state.store.accessTokens.get(hashToken(tokens.accessToken))!.revokedAt).toEqual(expect.any(Number));
      expect((await platformErrorOf(adapter.listLocations(tokens.accessToken))).code).toBe('unauthenticated');
      expect((await platformErrorOf(adapter.refreshTokens(tokens.refreshToken!))).code).toBe('invalid_grant');
      // A second revoke is refused by Google; the caller decides whether that matters.
      await expect(adapter.revoke(tokens.refreshToken!)).rejects.toBeInstanceOf(PlatformError);
    });
  });

  describe('locations', () => {
    it("lists every account's locations with their v4 names, titles, addresses, accounts and the industry of their category", async () => {
      const { accessToken } = await connect();
      expect(await adapter.listLocations(accessToken)).toEqual([
        { id: LOCATIONS.cafe, name: 'Café Solsikke', industry: 'cafe', address: 'Jægersborggade 14, 2200 København N', group: 'Mette Sørensen' },
        { id: LOCATIONS.hotel, name: 'Hotel Havblik', industry: 'hotel', address: 'Østre Strandvej 31, 9990 Skagen', group: 'Nordlys Hospitality ApS' },
        { id: LOCATIONS.salon, name: 'Salon Nordlys', industry: 'salon', address: 'Mejlgade 52, 8000 Aarhus C', group: 'Nordlys Hospitality ApS' },
        { id: LOCATIONS.bakery, name: 'Bageri Kornblomst', industry: 'cafe', address: 'Vestergade 71, 5000 Odense C', group: 'Nordlys Hospitality ApS' },
      ]);
    });

    it('tells no accounts apart from no locations', async () => {
      const { accessToken } = await connect();
      emulator.state.setFailures({ noLocations: true });
      expect(await adapter.listLocations(accessToken)).toEqual([]);
      emulator.state.setFailures({ noLocations: false, noAccounts: true });
      const error = await platformErrorOf(adapter.listLocations(accessToken));
      expect(error).toMatchObject({ code: 'not_found', message: 'no_accounts' });
    });

    it("maps Google's failures to platform error codes", async () => {
      const { accessToken } = await connect();
      emulator.state.setFailures({ serviceDisabled: ['mybusinessbusinessinformation.googleapis.com'] });
      const disabled = await platformErrorOf(adapter.listLocations(accessToken));
      expect(disabled).toMatchObject({ code: 'api_not_enabled', status: 403 });
      expect(disabled.message).toMatch(/My Business Business Information API has not been used in project/);
      emulator.state.clearFailures();

      emulator.state.setFailures({ rateLimited: 1 });
      const limited = await platformErrorOf(adapter.listLocations(accessToken));
      expect(limited).toMatchObject({ code: 'rate_limited', status: 429 });
      expect(limited.transient).toBe(true);
      // One occurrence only: the next call goes through.
      expect(await adapter.listLocations(accessToken)).toHaveLength(4);

      emulator.state.setFailures({ locationsError: 1 });
      const broken = await platformErrorOf(adapter.listLocations(accessToken));
      expect(broken).toMatchObject({ code: 'unavailable', status: 500 });
      expect(broken.transient).toBe(true);

      emulator.state.setFailures({ expireTokens: true });
      const expired = await platformErrorOf(adapter.listLocations(accessToken));
      expect(expired).toMatchObject({ code: 'unauthenticated', status: 401 });
      expect(expired.transient).toBe(false);
    });

    it('answers permission_denied when the grant lacks the Business Profile scope', async () => {
      // Only sign-in scopes granted: the exchange itself refuses.
      const signIn = pkce();
      const url = new URL(adapter.authorizationUrl({ state: 's', codeChallenge: signIn.challenge, redirectUri: REDIRECT_URI }));
      url.searchParams.set('scope', 'openid email');
      const back = await authorize(url.toString());
      const refused = await platformErrorOf(adapter.exchangeCode({ code: back.get('code')!, codeVerifier: signIn.verifier, redirectUri: REDIRECT_URI }));
      expect(refused.code).toBe('permission_denied');

      // Nothing granted at all (the one scope unticked, no earlier grant): the API refuses the token.
      emulator.state.setFailures({ revokeTokens: true, dropBusinessScope: true });
      const tokens = await connect();
      expect(tokens.scopes).toEqual([]);
      const error = await platformErrorOf(adapter.listLocations(tokens.accessToken));
      expect(error).toMatchObject({ code: 'permission_denied', status: 403 });
    });
  });

  describe('reviews', () => {
    it('pages through every review once, newest-updated first', async () => {
      const { accessToken } = await connect();
      const seen: string[] = [];
      const updates: number[] = [];
      let pageToken: string | undefined;
      let pages = 0;
      do {
        const page = await adapter.listReviews(accessToken, LOCATIONS.cafe, pageToken);
        pages++;
        expect(page.reviews.length).toBeLessThanOrEqual(50);
        seen.push(...page.reviews.map((review) => review.platformReviewId));
        updates.push(...page.reviews.map((review) => review.updatedAt.getTime()));
        pageToken = page.nextPageToken;
      } while (pageToken);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(PER_LOCATION);
      expect(new Set(seen).size).toBe(PER_LOCATION);
      expect(seen.every((id) => id.startsWith(`${LOCATIONS.cafe}/reviews/`))).toBe(true);
      expect(updates).toEqual([...updates].sort((a, b) => b - a));
      const onGoogle = emulator.state.snapshot({ location: LOCATIONS.cafe }).reviews!.map((review) => review.name);
      expect(new Set(seen)).toEqual(new Set(onGoogle));
    });

    it("maps a review: stars, reviewer, anonymity, dates, Google's translation envelope, rating-only, a reply", async () => {
      const { accessToken } = await connect();
      const at = '2026-01-02T10:00:00.000Z';
      emulator.state.addReview({ reviewId: 'envA', comment: '(Translated by Google) Great coffee\n\n(Original)\nSkøn kaffe', starRating: 5, createTime: at, reviewer: { displayName: 'Karen Friis' } });
      emulator.state.addReview({ reviewId: 'envB', comment: 'Sehr gut\n\n(Translated by Google)\nVery good', starRating: 4 });
      emulator.state.addReview({ reviewId: 'stars', comment: null, starRating: 2 });
      emulator.state.addReview({ reviewId: 'anon', comment: 'Fine.', starRating: 3, reviewer: { isAnonymous: true } });
      emulator.state.updateReview('anon', { reviewReply: { comment: 'Thank you!' } });

      const envA = (await adapter.getReview(accessToken, `${LOCATIONS.cafe}/reviews/envA`))!;
      expect(envA).toEqual({
        platformReviewId: `${LOCATIONS.cafe}/reviews/envA`,
        reviewerName: 'Karen Friis',
        title: null,
        text: 'Skøn kaffe',
        translatedText: 'Great coffee',
        rating: 5,
        recommendation: null,
        createdAt: new Date(at),
        updatedAt: new Date(at),
        reply: null,
      });
      expect(await adapter.getReview(accessToken, `${LOCATIONS.cafe}/reviews/envB`)).toMatchObject({ text: 'Sehr gut', translatedText: 'Very good', rating: 4 });
      expect(await adapter.getReview(accessToken, `${LOCATIONS.cafe}/reviews/stars`)).toMatchObject({ text: null, translatedText: null, rating: 2 });
      const anonymous = (await adapter.getReview(accessToken, `${LOCATIONS.cafe}/reviews/anon`))!;
      expect(anonymous).toMatchObject({ reviewerName: 'Anonymous', text: 'Fine.', rating: 3, reply: { text: 'Thank you!', updatedAt: expect.any(Date) } });

      // The list answers the same shapes.
      const page = await adapter.listReviews(accessToken, LOCATIONS.cafe);
      expect(page.reviews.find((review) => review.platformReviewId.endsWith('/reviews/stars'))).toMatchObject({ text: null, rating: 2 });
    });

    it('answers null for a review that is gone', async () => {
      const { accessToken } = await connect();
      expect(await adapter.getReview(accessToken, `${LOCATIONS.cafe}/reviews/doesNotExist`)).toBeNull();
      const [first] = emulator.state.snapshot({ location: LOCATIONS.cafe }).reviews!;
      emulator.state.deleteReview(first!.reviewId);
      expect(await adapter.getReview(accessToken, first!.name)).toBeNull();
    });

    it('does not hide other failures of a review read as "gone"', async () => {
      const { accessToken } = await connect();
      const [first] = emulator.state.snapshot({ location: LOCATIONS.cafe }).reviews!;
      emulator.state.setFailures({ rateLimited: 1 });
      expect((await platformErrorOf(adapter.getReview(accessToken, first!.name))).code).toBe('rate_limited');
    });
  });

  describe('replies', () => {
    it("reads Google's moderation of a reply: pending at first, then rejected with the policy violation", async () => {
      const { accessToken } = await connect();
      emulator.state.addReview({ reviewId: 'moderated', comment: 'Lovely', starRating: 5 });
      const name = `${LOCATIONS.cafe}/reviews/moderated`;
      emulator.state.setFailures({ rejectReplies: 'ADVERTISING_AND_SOLICITATION' });
      await adapter.postReply(accessToken, name, 'Brug rabatkoden SOMMER!');
      const stored = emulator.state.store.review(name)!;
      const decision = stored.replyOutcome;
      delete stored.replyOutcome;
      expect((await adapter.getReview(accessToken, name))!.reply).toMatchObject({ state: 'pending', policyViolation: null });
      stored.replyOutcome = decision;
      expect((await adapter.getReview(accessToken, name))!.reply).toMatchObject({
        text: 'Brug rabatkoden SOMMER!',
        state: 'rejected',
        policyViolation: 'ADVERTISING_AND_SOLICITATION',
      });
      emulator.state.setFailures({ rejectReplies: null });
    });

    it('posts a reply with updateReply and reads it back', async () => {
      const { accessToken } = await connect();
      emulator.state.addReview({ reviewId: 'toAnswer', comment: 'Lovely', starRating: 5 });
      const name = `${LOCATIONS.cafe}/reviews/toAnswer`;
      const posted = await adapter.postReply(accessToken, name, 'Tak for dit besøg!');
      const calls = emulator.state.snapshot().replyCalls;
      expect(calls).toEqual([{ method: 'PUT', reviewName: name, body: { comment: 'Tak for dit besøg!' }, time: expect.any(String), status: 200 }]);
      expect(posted.updatedAt.toISOString()).toBe(emulator.state.store.review(name)!.review.reviewReply!.updateTime);
      expect((await adapter.getReview(accessToken, name))!.reply).toEqual({ text: 'Tak for dit besøg!', updatedAt: posted.updatedAt, state: 'published', policyViolation: null });

      await adapter.deleteReply(accessToken, name);
      expect((await adapter.getReview(accessToken, name))!.reply).toBeNull();
      expect(emulator.state.snapshot().replyCalls.map((call) => call.method)).toEqual(['PUT', 'DELETE']);
    });

    it('counts the 4096-byte limit in UTF-8 bytes and refuses longer replies without calling Google', async () => {
      const { accessToken } = await connect();
      emulator.state.addReview({ reviewId: 'long', comment: 'Lovely', starRating: 5 });
      const name = `${LOCATIONS.cafe}/reviews/long`;
      const atLimit = 'ø'.repeat(GOOGLE_REPLY_MAX_BYTES / 2);
      expect(Buffer.byteLength(atLimit)).toBe(4096);
      await adapter.postReply(accessToken, name, atLimit);
      const over = await platformErrorOf(adapter.postReply(accessToken, name, `${atLimit}a`));
      expect(over.code).toBe('invalid_request');
      expect(over.transient).toBe(false);
      expect(over.message).toMatch(/4096 bytes/);
      expect(emulator.state.snapshot().replyCalls).toHaveLength(1);
    });

    it('reports a 5xx on reply as transient', async () => {
      const { accessToken } = await connect();
      emulator.state.addReview({ reviewId: 'busy', comment: 'Lovely', starRating: 5 });
      const name = `${LOCATIONS.cafe}/reviews/busy`;
      for (const status of [500, 502, 503, 504] as const) {
        emulator.state.setFailures({ replyErrors: 1, replyErrorStatus: status });
        const error = await platformErrorOf(adapter.postReply(accessToken, name, 'Thanks'));
        expect(error).toMatchObject({ code: 'unavailable', status });
        expect(error.transient).toBe(true);
      }
      await adapter.postReply(accessToken, name, 'Thanks');
      expect(emulator.state.snapshot().replyCalls.map((call) => call.status)).toEqual([500, 502, 503, 504, 200]);
    });

    it('answers not_found when replying to a review that is gone', async () => {
      const { accessToken } = await connect();
      expect((await platformErrorOf(adapter.postReply(accessToken, `${LOCATIONS.cafe}/reviews/gone`, 'Thanks'))).code).toBe('not_found');
    });
  });
});

describe('push notifications (Pub/Sub)', () => {
  const TOPIC = 'projects/reputation-test/topics/reviews';
  const settingOf = (account: string) => emulator.state.snapshot({ includeReviews: false }).notificationSettings.find((s) => s.name === `${account}/notificationSetting`);
  const CAFE_ACCOUNT = 'accounts/110384756120394857612';
  const GROUP_ACCOUNT = 'accounts/108475610293847561029';

  it("sets the location's account to push new and updated reviews to the topic", async () => {
    const { accessToken } = await connect();
    expect(await adapter.subscribePush!(accessToken, LOCATIONS.hotel, TOPIC)).toEqual({ replaced: null });
    expect(settingOf(GROUP_ACCOUNT)).toEqual({ name: `${GROUP_ACCOUNT}/notificationSetting`, pubsubTopic: TOPIC, notificationTypes: ['NEW_REVIEW', 'UPDATED_REVIEW'] });
    expect(settingOf(CAFE_ACCOUNT)).toBeUndefined();
    // Again for the account's other location: nothing replaced.
    expect(await adapter.subscribePush!(accessToken, LOCATIONS.salon, TOPIC)).toEqual({ replaced: null });
  });

  it("says whose topic it replaced: the account has one setting, another tool's included", async () => {
    const { accessToken } = await connect();
    await adapter.subscribePush!(accessToken, LOCATIONS.cafe, 'projects/another-tool/topics/their-reviews');
    expect(await adapter.subscribePush!(accessToken, LOCATIONS.cafe, TOPIC)).toEqual({ replaced: 'projects/another-tool/topics/their-reviews' });
    expect(settingOf(CAFE_ACCOUNT)!.pubsubTopic).toBe(TOPIC);
  });

  it("clears the setting when it still names our topic, and leaves another tool's alone", async () => {
    const { accessToken } = await connect();
    await adapter.subscribePush!(accessToken, LOCATIONS.cafe, TOPIC);
    await adapter.unsubscribePush!(accessToken, LOCATIONS.cafe, TOPIC);
    expect(settingOf(CAFE_ACCOUNT)).toBeUndefined();
    await adapter.subscribePush!(accessToken, LOCATIONS.cafe, 'projects/another-tool/topics/their-reviews');
    await adapter.unsubscribePush!(accessToken, LOCATIONS.cafe, TOPIC);
    expect(settingOf(CAFE_ACCOUNT)!.pubsubTopic).toBe('projects/another-tool/topics/their-reviews');
  });

  it("maps Google's refusals: a malformed topic, publishing not allowed, the Notifications API off", async () => {
    const { accessToken } = await connect();
    const malformed = await platformErrorOf(adapter.subscribePush!(accessToken, LOCATIONS.cafe, 'reviews'));
    expect(malformed).toMatchObject({ code: 'invalid_request', status: 400 });
    expect(malformed.message).toMatch(/Pub\/Sub topic "reviews" is invalid/);
    emulator.state.setFailures({ pubsubPublishDenied: true });
    expect(await platformErrorOf(adapter.subscribePush!(accessToken, LOCATIONS.cafe, TOPIC))).toMatchObject({ code: 'invalid_request', status: 400 });
    emulator.state.setFailures({ pubsubPublishDenied: null, serviceDisabled: ['mybusinessnotifications.googleapis.com'] });
    const disabled = await platformErrorOf(adapter.subscribePush!(accessToken, LOCATIONS.cafe, TOPIC));
    expect(disabled).toMatchObject({ code: 'api_not_enabled', status: 403 });
    expect(disabled.message).toMatch(/^My Business Notifications API has not been used in project/);
    expect((await platformErrorOf(adapter.subscribePush!(accessToken, 'locations/123', TOPIC))).code).toBe('invalid_request');
  });
});

describe('calling Google', () => {
  let server: Server;
  let base: string;
  const answers = new Map<string, { status: number; headers?: Record<string, string>; body: string }>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const answer = answers.get(request.url ?? '') ?? { status: 200, body: '{"ok":true}' };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it.each([
    ['a 429 with Retry-After', { status: 429, headers: { 'retry-after': '30' }, body: '{"error":{"code":429,"message":"Quota exceeded","status":"RESOURCE_EXHAUSTED"}}' }, { code: 'rate_limited', status: 429, retryAfterSeconds: 30, message: 'Quota exceeded' }],
    ['a 403 SERVICE_DISABLED by its message only', { status: 403, body: '{"error":{"code":403,"message":"X API has not been used in project 1 before or it is disabled."}}' }, { code: 'api_not_enabled', status: 403 }],
    ['a 403 with reason accessNotConfigured but SERVICE_DISABLED detail', { status: 403, body: '{"error":{"code":403,"message":"nope","details":[{"reason":"SERVICE_DISABLED"}]}}' }, { code: 'api_not_enabled' }],
    ['a plain 403', { status: 403, body: '{"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED"}}' }, { code: 'permission_denied' }],
    ['a 404', { status: 404, body: '{"error":{"code":404,"message":"Requested entity was not found."}}' }, { code: 'not_found', message: 'Requested entity was not found.' }],
    ['an OAuth invalid_grant', { status: 400, body: '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}' }, { code: 'invalid_grant', message: 'Token has been expired or revoked.' }],
    ['another OAuth error', { status: 401, body: '{"error":"invalid_client","error_description":"Unauthorized"}' }, { code: 'invalid_request', message: 'Unauthorized' }],
    ['a 502 page that is not JSON', { status: 502, headers: { 'content-type': 'text/html' }, body: '<html>Bad gateway</html>' }, { code: 'unavailable', status: 502, message: 'Bad Gateway' }],
    ['a 400 INVALID_ARGUMENT', { status: 400, body: '{"error":{"code":400,"message":"Request contains an invalid argument."}}' }, { code: 'invalid_request' }],
  ] as const)('maps %s', async (_name, answer, expected) => {
    const path = `/case-${Math.random().toString(36).slice(2)}`;
    answers.set(path, answer);
    const error = await platformErrorOf(googleFetch(`${base}${path}`, { accessToken: 'ya29.secret' }));
    expect(error).toMatchObject(expected);
  });

  it('sends the bearer token and reads JSON; an empty body is an empty object', async () => {
    answers.set('/empty', { status: 200, body: '' });
    expect(await googleFetch(`${base}/empty`)).toEqual({});
    expect(await googleFetch(`${base}/anything`, { accessToken: 'ya29.x' })).toEqual({ ok: true });
  });

  it('answers unavailable when Google cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await platformErrorOf(googleFetch(`http://127.0.0.1:${port}/v1/accounts`));
    expect(error.code).toBe('unavailable');
    expect(error.transient).toBe(true);
    expect(error.message).toMatch(/Google did not answer/);
  });
});
