import { createFacebookEmulator, type FacebookEmulator } from '../../../../tools/emulators/facebook/create-emulator';
import { CAFE, RESTAURANT } from '../../../../tools/emulators/facebook/seed/world';
import type { PlatformAdapter, PlatformReview } from '../platform';
import { platformErrorOf } from '../test-support';
import { facebookEndpoints } from './endpoints';
import { createFacebookAdapter } from './facebook-adapter';
import { readFacebookError } from './facebook-http';

const CREDENTIALS = { appId: '3000000000000003', appSecret: 'adapter-test-app-secret' };
const REDIRECT_URI = 'http://localhost:5000/api/auth/facebook/callback';
const VERSION = 'v21.0';
/** Visible ratings per Page; with pages of 7 that is five pages, two of them cut short by hidden ratings. */
const PER_PAGE = 30;
const DAY = 24 * 3600_000;

let emulator: FacebookEmulator;
let adapter: PlatformAdapter;
/** The emulator's clock: real time, plus whatever a test moves it on by. */
let skew = 0;

const adapterFor = (version = VERSION, pageSize = 7) => createFacebookAdapter(facebookEndpoints(version, emulator.url), CREDENTIALS, { pageSize });

beforeAll(async () => {
  emulator = await createFacebookEmulator({
    autoConsent: true,
    ratings: PER_PAGE,
    clock: () => Date.now() + skew,
    clients: [{ clientId: CREDENTIALS.appId, clientSecret: CREDENTIALS.appSecret, redirectUris: [REDIRECT_URI] }],
  });
  await emulator.listen(0);
  adapter = adapterFor();
});
afterAll(() => emulator?.close());
beforeEach(() => {
  skew = 0;
  emulator.state.reset();
});

/** The browser's part (the dialog answered at once) and the code exchange. */
async function exchange(with_ = adapter) {
  const url = with_.authorizationUrl({ state: 'our-state', codeChallenge: 'unused', redirectUri: REDIRECT_URI });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('our-state');
  return with_.exchangeCode({ code: back.searchParams.get('code')!, codeVerifier: 'unused', redirectUri: REDIRECT_URI });
}

/** Connects and returns the user token and the café Page's own token. */
async function connect() {
  const tokens = await exchange();
  const locations = await adapter.listLocations(tokens.accessToken);
  return { tokens, locations, pageToken: locations.find((l) => l.id === CAFE.id)!.accessToken! };
}

async function allReviews(pageToken: string, pageId = CAFE.id, using = adapter) {
  const reviews: PlatformReview[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await using.listReviews(pageToken, pageId, cursor);
    reviews.push(...page.reviews);
    cursor = page.nextPageToken;
    pages++;
  } while (cursor && pages < 50);
  return { reviews, pages };
}

const replyCalls = () => emulator.state.snapshot({ includeRatings: false }).replyCalls;

describe('Facebook endpoints', () => {
  it("are Facebook's hosts with the pinned version, or the emulator's origin with the same paths", () => {
    expect(facebookEndpoints('v21.0')).toEqual({ version: 'v21.0', dialog: 'https://www.facebook.com/v21.0/dialog/oauth', graph: 'https://graph.facebook.com/v21.0' });
    expect(facebookEndpoints('v20.0', 'http://127.0.0.1:4030/')).toEqual({ version: 'v20.0', dialog: 'http://127.0.0.1:4030/v20.0/dialog/oauth', graph: 'http://127.0.0.1:4030/v20.0' });
  });
});

describe('connecting', () => {
  it('sends the dialog our state, the app id and the Page permissions, and no PKCE', () => {
    const url = new URL(adapter.authorizationUrl({ state: 's-1', codeChallenge: 'challenge', redirectUri: REDIRECT_URI }));
    expect(`${url.origin}${url.pathname}`).toBe(`${emulator.url}/v21.0/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CREDENTIALS.appId,
      redirect_uri: REDIRECT_URI,
      state: 's-1',
      scope: 'pages_show_list,pages_read_user_content,pages_manage_engagement,pages_read_engagement',
      response_type: 'code',
    });
  });

  it('exchanges the code and then the short-lived token for a long-lived one, with the permissions granted', async () => {
    const tokens = await exchange();
    expect(tokens.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * DAY);
    expect(tokens.refreshToken).toBeUndefined();
    expect(tokens.scopes).toEqual(expect.arrayContaining(['pages_show_list', 'pages_read_user_content', 'pages_manage_engagement']));
  });

  it('refuses a login that declined a permission it needs', async () => {
    emulator.state.setFailures({ declinePermissions: ['pages_manage_engagement'] });
    const error = await platformErrorOf(exchange());
    expect(error.code).toBe('permission_denied');
    expect(error.message).toMatch(/pages_manage_engagement/);
  });

  it('lists the Pages with their addresses, each with its own Page token, which outlives the user token', async () => {
    const { tokens, locations } = await connect();
    expect(locations).toEqual([
      { id: CAFE.id, name: CAFE.name, industry: 'cafe', address: 'Jægersborggade 12, 2200 København N', accessToken: expect.stringMatching(/^EAA/) },
      { id: RESTAURANT.id, name: RESTAURANT.name, industry: 'restaurant', address: 'Havnegade 4, 8000 Aarhus C', accessToken: expect.stringMatching(/^EAA/) },
    ]);
    skew = 61 * DAY;
    expect((await platformErrorOf(adapter.listLocations(tokens.accessToken))).code).toBe('unauthenticated');
    expect((await adapter.listReviews(locations[0]!.accessToken!, CAFE.id)).reviews.length).toBeGreaterThan(0);
  });

  it('cannot refresh (a reconnect is needed) and revoke leaves the grant, so other Pages keep working', async () => {
    const { tokens, pageToken } = await connect();
    expect((await platformErrorOf(adapter.refreshTokens('anything'))).code).toBe('invalid_grant');
    await adapter.revoke(pageToken);
    await adapter.revoke(tokens.accessToken);
    expect(emulator.state.snapshot({ includeRatings: false }).grants).toHaveLength(1);
    expect((await adapter.listReviews(pageToken, CAFE.id)).reviews.length).toBeGreaterThan(0);
  });
});

describe('reading ratings', () => {
  it('pages through every rating with the cursor, each once, newest first, across short pages', async () => {
    const { pageToken } = await connect();
    const { reviews, pages } = await allReviews(pageToken);
    expect(pages).toBe(5);
    expect(reviews).toHaveLength(PER_PAGE);
    expect(new Set(reviews.map((r) => r.platformReviewId)).size).toBe(PER_PAGE);
    const times = reviews.map((r) => r.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('maps recommendations without stars, legacy stars where there is no recommendation, and no title', async () => {
    const { pageToken } = await connect();
    const { reviews } = await allReviews(pageToken);
    const ratings = emulator.state.snapshot({ pageId: CAFE.id }).ratings!.filter((r) => !r.hidden);
    const reviewOf = (rating: (typeof ratings)[number]) => reviews.find((r) => r.createdAt.getTime() === Date.parse(rating.created_time.replace('+0000', 'Z')))!;
    expect(new Set(reviews.map((r) => r.recommendation))).toEqual(new Set(['positive', 'negative', null]));
    for (const rating of ratings) {
      const review = reviewOf(rating);
      expect(review).toMatchObject({ title: null, reviewerName: rating.reviewer.name, text: rating.review_text ?? null });
      // A recommendation wins over the legacy stars an old rating may also carry.
      if (rating.recommendation_type) expect([review.recommendation, review.rating]).toEqual([rating.recommendation_type, null]);
      else expect([review.recommendation, review.rating]).toEqual([null, rating.rating]);
    }
    expect(ratings.some((r) => r.rating !== undefined && r.recommendation_type !== undefined)).toBe(true);
    expect(ratings.some((r) => r.rating !== undefined && r.recommendation_type === undefined)).toBe(true);
    expect(reviews.some((r) => r.text === null)).toBe(true);
  });

  it("takes the Page's own comment as the reply, not someone else's, and dates the rating by it", async () => {
    const { pageToken } = await connect();
    const { reviews } = await allReviews(pageToken);
    const ratings = emulator.state.snapshot({ pageId: CAFE.id }).ratings!;
    const answered = ratings.find((r) => r.comments.some((c) => c.from.id === CAFE.id))!;
    const review = reviews.find((r) => r.platformReviewId === answered.open_graph_story_id)!;
    const pageComment = answered.comments.filter((c) => c.from.id === CAFE.id).at(-1)!;
    expect(review.reply).toEqual({ text: pageComment.message, updatedAt: new Date(pageComment.created_time.replace('+0000', 'Z')), state: 'published', policyViolation: null });
    expect(review.updatedAt).toEqual(review.reply!.updatedAt);
    const othersOnly = ratings.find((r) => r.comments.length > 0 && r.comments.every((c) => c.from.id !== CAFE.id))!;
    expect(reviews.find((r) => r.platformReviewId === othersOnly.open_graph_story_id)!.reply).toBeNull();
  });

  it('reads one rating by its story id, in either form, and null for one that does not exist', async () => {
    const { pageToken } = await connect();
    const added = emulator.state.addRating({ pageId: CAFE.id, recommendationType: 'negative', reviewText: 'For lang ventetid' });
    const storyId = added.open_graph_story_id!;
    expect(await adapter.getReview(pageToken, storyId)).toMatchObject({ platformReviewId: storyId, recommendation: 'negative', rating: null, text: 'For lang ventetid', reply: null });
    expect(await adapter.getReview(pageToken, `${CAFE.id}_${storyId}`)).toMatchObject({ platformReviewId: `${CAFE.id}_${storyId}`, text: 'For lang ventetid' });
    emulator.state.setFailures({ bareStoryIdsDeprecated: true });
    expect(await adapter.getReview(pageToken, storyId)).toMatchObject({ platformReviewId: storyId, text: 'For lang ventetid' });
    expect(await adapter.getReview(pageToken, '10000000000000000')).toBeNull();
  });
});

describe('replying', () => {
  it('posts a comment as the Page once, reads it back, and deletes it', async () => {
    const { pageToken } = await connect();
    const storyId = emulator.state.addRating({ pageId: CAFE.id }).open_graph_story_id!;
    const text = 'Tusind tak for de pæne ord, vi glæder os til at se dig igen!';
    const posted = await adapter.postReply(pageToken, storyId, text);
    expect(Number.isNaN(posted.updatedAt.getTime())).toBe(false);
    expect(replyCalls()).toEqual([expect.objectContaining({ method: 'POST', objectId: storyId, body: { message: text }, status: 200 })]);
    expect((await adapter.getReview(pageToken, storyId))!.reply).toMatchObject({ text, state: 'published' });
    await adapter.deleteReply(pageToken, storyId);
    expect((await adapter.getReview(pageToken, storyId))!.reply).toBeNull();
    expect(replyCalls().map((c) => [c.method, c.status])).toEqual([['POST', 200], ['DELETE', 200]]);
  });

  it('never duplicates a reply: the same text counts as posted, a different one is refused', async () => {
    const { pageToken } = await connect();
    const storyId = emulator.state.addRating({ pageId: CAFE.id }).open_graph_story_id!;
    await adapter.postReply(pageToken, storyId, 'Tak for besøget');
    await adapter.postReply(pageToken, storyId, 'Tak for besøget ');
    expect(replyCalls()).toHaveLength(1);
    const refused = await platformErrorOf(adapter.postReply(pageToken, storyId, 'Noget helt andet'));
    expect(refused.code).toBe('invalid_request');
    expect(refused.message).toMatch(/already has a reply/);
    expect(replyCalls()).toHaveLength(1);
    // A reply the owner wrote on facebook.com counts just the same.
    const answered = emulator.state.addRating({ pageId: CAFE.id }).open_graph_story_id!;
    emulator.state.updateRating(answered, { pageComment: { message: 'Skrevet på Facebook' } });
    expect((await platformErrorOf(adapter.postReply(pageToken, answered, 'Tak'))).code).toBe('invalid_request');
    expect(replyCalls()).toHaveLength(1);
  });

  it('falls back to {page-id}_{story-id} when the bare story id is refused with (#12)', async () => {
    const { pageToken } = await connect();
    const storyId = emulator.state.addRating({ pageId: CAFE.id }).open_graph_story_id!;
    emulator.state.setFailures({ bareStoryIdsDeprecated: true });
    await adapter.postReply(pageToken, storyId, 'Tak!');
    expect(replyCalls()).toEqual([expect.objectContaining({ objectId: `${CAFE.id}_${storyId}`, status: 200 })]);
    await adapter.deleteReply(pageToken, storyId);
    expect((await adapter.getReview(pageToken, storyId))!.reply).toBeNull();
  });

  it('says a rating without a story cannot be answered, without calling Facebook', async () => {
    const { pageToken } = await connect();
    const { reviews } = await allReviews(pageToken);
    const storyless = reviews.find((r) => r.platformReviewId.startsWith('rating:'))!;
    expect(storyless.platformReviewId).toMatch(new RegExp(`^rating:${CAFE.id}:\\d+:\\d+$`));
    expect(storyless.reply).toBeNull();
    const refused = await platformErrorOf(adapter.postReply(pageToken, storyless.platformReviewId, 'Tak'));
    expect([refused.code, refused.message]).toEqual(['invalid_request', 'This Facebook rating has no story to reply to']);
    expect((await platformErrorOf(adapter.getReview(pageToken, storyless.platformReviewId))).code).toBe('invalid_request');
    await adapter.deleteReply(pageToken, storyless.platformReviewId);
    expect(replyCalls()).toEqual([]);
    // The same id on the next sync: it is stable.
    expect((await allReviews(pageToken)).reviews.map((r) => r.platformReviewId)).toContain(storyless.platformReviewId);
  });

  it('deletes only the Page\'s own comment, leaving what others wrote', async () => {
    const { pageToken } = await connect();
    const rating = emulator.state.snapshot({ pageId: CAFE.id }).ratings!.find((r) => r.comments.some((c) => c.from.id === CAFE.id) && r.comments.some((c) => c.from.id !== CAFE.id))!;
    await adapter.deleteReply(pageToken, rating.open_graph_story_id!);
    const after = emulator.state.snapshot({ pageId: CAFE.id }).ratings!.find((r) => r.key === rating.key)!;
    expect(after.comments.filter((c) => c.from.id !== CAFE.id)).toHaveLength(rating.comments.filter((c) => c.from.id !== CAFE.id).length);
    expect(after.comments.filter((c) => c.from.id === CAFE.id)).toHaveLength(rating.comments.filter((c) => c.from.id === CAFE.id).length - 1);
  });
});

describe('errors', () => {
  it('says deprecated when Graph answers error 12 for ratings on v22.0, unless Meta still serves them', async () => {
    const { pageToken } = await connect();
    const v22 = adapterFor('v22.0');
    const error = await platformErrorOf(v22.listReviews(pageToken, CAFE.id));
    expect(error.code).toBe('deprecated');
    expect(error.transient).toBe(false);
    emulator.state.setFailures({ serveRecommendationsAfterV22: true });
    expect((await v22.listReviews(pageToken, CAFE.id)).reviews.length).toBeGreaterThan(0);
  });

  it('says permission_denied for (#283), when the person later takes pages_read_user_content back', async () => {
    const { pageToken } = await connect();
    emulator.state.setFailures({ declinePermissions: ['pages_read_user_content'] });
    await fetch(adapter.authorizationUrl({ state: 's', codeChallenge: '', redirectUri: REDIRECT_URI }), { redirect: 'manual' });
    const error = await platformErrorOf(adapter.listReviews(pageToken, CAFE.id));
    expect([error.code, error.message]).toEqual(['permission_denied', '(#283) Requires pages_read_user_content permission']);
  });

  it('says unauthenticated for 190/463 and invalid_grant once the app was removed (190/458)', async () => {
    const { pageToken } = await connect();
    emulator.state.setFailures({ expireTokens: true });
    expect((await platformErrorOf(adapter.listReviews(pageToken, CAFE.id))).code).toBe('unauthenticated');
    const second = await connect();
    emulator.state.setFailures({ revokeTokens: true });
    expect((await platformErrorOf(adapter.listReviews(second.pageToken, CAFE.id))).code).toBe('invalid_grant');
  });

  it('says rate_limited for the rate-limit codes, permission_denied for a comment block (368), unavailable for 5xx', async () => {
    const { pageToken } = await connect();
    for (const rateLimitCode of [4, 17, 32, 80001] as const) {
      emulator.state.setFailures({ rateLimited: 1, rateLimitCode });
      const limited = await platformErrorOf(adapter.listReviews(pageToken, CAFE.id));
      expect([limited.code, limited.transient]).toEqual(['rate_limited', true]);
    }
    const storyId = emulator.state.addRating({ pageId: CAFE.id }).open_graph_story_id!;
    emulator.state.setFailures({ temporarilyBlocked: 1 });
    expect((await platformErrorOf(adapter.postReply(pageToken, storyId, 'Tak'))).code).toBe('permission_denied');
    emulator.state.setFailures({ serverErrors: 1 });
    expect((await platformErrorOf(adapter.listReviews(pageToken, CAFE.id))).code).toBe('unavailable');
  });

  it('sends appsecret_proof with every call, so an app that requires it works', async () => {
    emulator.state.setFailures({ requireAppSecretProof: true });
    const { pageToken } = await connect();
    expect((await adapter.listReviews(pageToken, CAFE.id)).reviews.length).toBeGreaterThan(0);
  });

  it('reads Graph error codes, not HTTP statuses', () => {
    const read = (status: number, code?: number, subcode?: number) =>
      readFacebookError(status, code === undefined ? {} : { error: { message: 'm', type: 'OAuthException', code, ...(subcode ? { error_subcode: subcode } : {}) } }, 'Status').code;
    expect(read(400, 190, 463)).toBe('unauthenticated');
    expect(read(400, 190)).toBe('unauthenticated');
    expect(read(400, 190, 460)).toBe('invalid_grant');
    expect(read(400, 190, 458)).toBe('invalid_grant');
    expect([read(403, 10), read(403, 200), read(403, 283), read(400, 299)]).toEqual(Array(4).fill('permission_denied'));
    expect([read(400, 4), read(400, 17), read(400, 32), read(400, 613), read(400, 80001)]).toEqual(Array(5).fill('rate_limited'));
    expect(read(400, 368)).toBe('permission_denied');
    expect(read(400, 100)).toBe('invalid_request');
    expect(read(400, 100, 33)).toBe('not_found');
    expect(read(400, 12)).toBe('deprecated');
    expect([read(500, 1), read(503, 2), read(502)]).toEqual(Array(3).fill('unavailable'));
    expect(read(404)).toBe('not_found');
  });
});
