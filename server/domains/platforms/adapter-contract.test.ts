import { createHash, randomBytes } from 'node:crypto';
import { createFacebookEmulator } from '../../../tools/emulators/facebook/create-emulator';
import { createGoogleEmulator } from '../../../tools/emulators/google/create-emulator';
import { createTrustpilotEmulator } from '../../../tools/emulators/trustpilot/create-emulator';
import { facebookEndpoints } from './facebook/endpoints';
import { createFacebookAdapter } from './facebook/facebook-adapter';
import { googleEndpoints } from './google/endpoints';
import { createGoogleAdapter } from './google/google-adapter';
import type { PlatformAdapter } from './platform';
import { trustpilotEndpoints } from './trustpilot/endpoints';
import { createTrustpilotAdapter } from './trustpilot/trustpilot-adapter';
import { platformErrorOf } from './test-support';

/** Reviews each emulated location holds: more than one page on every platform. */
const PER_LOCATION = 120;

/** What the contract needs of a platform: its adapter against its emulator, and a look at what the emulator received. */
interface Harness {
  adapter: PlatformAdapter;
  redirectUri: string;
  /** Whether the login's grant is refreshed; Facebook's Page tokens last instead, and a dead one needs a reconnect. */
  refreshes: boolean;
  /** Successful reply calls (posts and deletes) the platform received for a review. */
  replyCalls: (reviewId: string) => number;
  /** Failure switches every emulator has, under the same names. */
  setFailures: (patch: { expireTokens?: boolean; revokeTokens?: boolean; rateLimited?: number }) => void;
  reset: () => void;
  close: () => Promise<void>;
}

const HARNESSES: Record<string, () => Promise<Harness>> = {
  async google() {
    const credentials = { clientId: 'contract.apps.googleusercontent.com', clientSecret: 'contract-secret' };
    const redirectUri = 'http://localhost:5000/api/auth/google/callback';
    const emulator = await createGoogleEmulator({ autoConsent: true, seed: PER_LOCATION, clients: [{ ...credentials, redirectUris: [redirectUri] }] });
    await emulator.listen(0);
    return {
      adapter: createGoogleAdapter(googleEndpoints(emulator.url), credentials),
      redirectUri,
      refreshes: true,
      replyCalls: (reviewId) => emulator.state.snapshot().replyCalls.filter((call) => call.reviewName === reviewId && call.status < 300).length,
      setFailures: (patch) => emulator.state.setFailures(patch),
      reset: () => emulator.state.reset(),
      close: () => emulator.close(),
    };
  },
  async trustpilot() {
    const credentials = { apiKey: 'contract-api-key', apiSecret: 'contract-api-secret' };
    const redirectUri = 'http://localhost:5000/api/auth/trustpilot/callback';
    const emulator = await createTrustpilotEmulator({
      autoConsent: true,
      reviews: PER_LOCATION,
      clients: [{ clientId: credentials.apiKey, clientSecret: credentials.apiSecret, redirectUris: [redirectUri] }],
    });
    await emulator.listen(0);
    return {
      adapter: createTrustpilotAdapter(trustpilotEndpoints(emulator.url), credentials),
      redirectUri,
      refreshes: true,
      replyCalls: (reviewId) => emulator.state.snapshot().replyCalls.filter((call) => call.reviewId === reviewId && call.status < 300).length,
      setFailures: (patch) => emulator.state.setFailures(patch),
      reset: () => emulator.state.reset(),
      close: () => emulator.close(),
    };
  },
  async facebook() {
    const credentials = { appId: '2000000000000002', appSecret: 'contract-app-secret' };
    const redirectUri = 'http://localhost:5000/api/auth/facebook/callback';
    const emulator = await createFacebookEmulator({
      autoConsent: true,
      ratings: PER_LOCATION,
      clients: [{ clientId: credentials.appId, clientSecret: credentials.appSecret, redirectUris: [redirectUri] }],
    });
    await emulator.listen(0);
    return {
      adapter: createFacebookAdapter(facebookEndpoints('v21.0', emulator.url), credentials),
      redirectUri,
      refreshes: false,
      replyCalls: (reviewId) => emulator.state.snapshot().replyCalls.filter((call) => call.storyId === reviewId && call.status < 300).length,
      setFailures: (patch) => emulator.state.setFailures(patch),
      reset: () => emulator.state.reset(),
      close: () => emulator.close(),
    };
  },
};


/** The contract every platform adapter keeps, run against each platform's emulator. */
describe.each(Object.keys(HARNESSES))('the %s adapter', (platform) => {
  let h: Harness;
  beforeAll(async () => {
    h = await HARNESSES[platform]!();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.reset());

  /** The browser's part (consent answered at once) and the code exchange. */
  async function connect() {
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(8).toString('hex');
    const url = h.adapter.authorizationUrl({ state, codeChallenge: createHash('sha256').update(verifier).digest('base64url'), redirectUri: h.redirectUri });
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('state')).toBe(state);
    return h.adapter.exchangeCode({ code: back.searchParams.get('code')!, codeVerifier: verifier, redirectUri: h.redirectUri });
  }

  /** The token a location's calls use: its own where the platform gives one (a Facebook Page), else the login's. */
  async function firstLocation() {
    const { accessToken } = await connect();
    const [location] = await h.adapter.listLocations(accessToken);
    return { location: location!, accessToken: location!.accessToken ?? accessToken };
  }

  async function allReviews(accessToken: string, locationId: string) {
    const reviews = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await h.adapter.listReviews(accessToken, locationId, pageToken);
      reviews.push(...page.reviews);
      pageToken = page.nextPageToken;
      pages++;
    } while (pageToken && pages < 100);
    return { reviews, pages };
  }

  it('connects with a code for tokens that work and, where the platform refreshes them, can be refreshed', async () => {
    const tokens = await connect();
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    if (!h.refreshes) {
      expect(tokens.refreshToken).toBeUndefined();
      expect((await platformErrorOf(h.adapter.refreshTokens('anything'))).code).toBe('invalid_grant');
      return;
    }
    expect(tokens.refreshToken).toEqual(expect.any(String));
    const refreshed = await h.adapter.refreshTokens(tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect((await h.adapter.listLocations(refreshed.accessToken)).length).toBeGreaterThan(0);
  });

  it('lists the locations the login manages, each with an id and a name', async () => {
    const { accessToken } = await connect();
    const locations = await h.adapter.listLocations(accessToken);
    expect(locations.length).toBeGreaterThanOrEqual(2);
    for (const location of locations) expect(location).toMatchObject({ id: expect.any(String), name: expect.stringMatching(/\S/) });
  });

  it('pages through every review of a location, each once, with dates and stars the inbox can use', async () => {
    const { location, accessToken } = await firstLocation();
    const { reviews, pages } = await allReviews(accessToken, location.id);
    expect(pages).toBeGreaterThan(1);
    expect(reviews).toHaveLength(PER_LOCATION);
    expect(new Set(reviews.map((review) => review.platformReviewId)).size).toBe(PER_LOCATION);
    for (const review of reviews) {
      expect(review.reviewerName).toMatch(/\S/);
      expect(Number.isNaN(review.createdAt.getTime())).toBe(false);
      expect(review.updatedAt.getTime()).toBeGreaterThanOrEqual(review.createdAt.getTime());
      expect(review.rating === null || (review.rating >= 1 && review.rating <= 5)).toBe(true);
      // Stars or a recommendation: something the inbox can show and sort as the verdict.
      expect(review.rating !== null || review.recommendation !== null).toBe(true);
    }
    expect(reviews.some((review) => review.text !== null)).toBe(true);
    expect(reviews.some((review) => review.reply !== null)).toBe(true);
  });

  it('posts a reply once, reads it back, and deletes it', async () => {
    const { location, accessToken } = await firstLocation();
    const unanswered = (await allReviews(accessToken, location.id)).reviews.find((review) => review.reply === null)!;
    const text = 'Tusind tak for de pæne ord, vi glæder os til at se dig igen!';
    const posted = await h.adapter.postReply(accessToken, unanswered.platformReviewId, text);
    expect(Number.isNaN(posted.updatedAt.getTime())).toBe(false);
    expect(h.replyCalls(unanswered.platformReviewId)).toBe(1);
    expect((await h.adapter.getReview(accessToken, unanswered.platformReviewId))?.reply).toMatchObject({ text, state: expect.stringMatching(/published|pending/) });
    await h.adapter.deleteReply(accessToken, unanswered.platformReviewId);
    expect((await h.adapter.getReview(accessToken, unanswered.platformReviewId))?.reply).toBeNull();
  });

  it('answers null for a review that does not exist', async () => {
    const { location, accessToken } = await firstLocation();
    const [first] = (await h.adapter.listReviews(accessToken, location.id)).reviews;
    const unknown = first!.platformReviewId.replace(/[0-9a-z]{4}$/i, 'zzzz');
    expect(await h.adapter.getReview(accessToken, unknown)).toBeNull();
  });

  it('says unauthenticated for an expired token and invalid_grant for a revoked grant', async () => {
    const tokens = await connect();
    h.setFailures({ expireTokens: true });
    expect((await platformErrorOf(h.adapter.listLocations(tokens.accessToken))).code).toBe('unauthenticated');
    h.setFailures({ revokeTokens: true });
    const revoked = h.refreshes ? h.adapter.refreshTokens(tokens.refreshToken!) : h.adapter.listLocations(tokens.accessToken);
    expect((await platformErrorOf(revoked)).code).toBe('invalid_grant');
  });

  it('says rate_limited, a failure worth retrying, when the platform is busy', async () => {
    const { location, accessToken } = await firstLocation();
    h.setFailures({ rateLimited: 1 });
    const error = await platformErrorOf(h.adapter.listReviews(accessToken, location.id));
    expect(error.code).toBe('rate_limited');
    expect(error.transient).toBe(true);
    expect((await h.adapter.listReviews(accessToken, location.id)).reviews.length).toBeGreaterThan(0);
  });
});
