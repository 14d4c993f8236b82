import { createTrustpilotEmulator, type TrustpilotEmulator } from '../../../../tools/emulators/trustpilot/create-emulator';
import type { PlatformAdapter, PlatformLocation, PlatformTokens } from '../platform';
import { trustpilotEndpoints } from './endpoints';
import { createTrustpilotAdapter, utc } from './trustpilot-adapter';
import { platformErrorOf } from '../test-support';

const CREDENTIALS = { apiKey: 'adapter-test-key', apiSecret: 'adapter-test-secret' };
const REDIRECT_URI = 'http://localhost:5000/api/auth/trustpilot/callback';

let emulator: TrustpilotEmulator;
let adapter: PlatformAdapter;

beforeAll(async () => {
  emulator = await createTrustpilotEmulator({
    autoConsent: true,
    reviews: 12,
    clients: [{ clientId: CREDENTIALS.apiKey, clientSecret: CREDENTIALS.apiSecret, redirectUris: [REDIRECT_URI] }],
  });
  await emulator.listen(0);
  adapter = createTrustpilotAdapter(trustpilotEndpoints(emulator.url), CREDENTIALS);
});
afterAll(() => emulator?.close());
beforeEach(() => emulator.state.reset());

async function connect(): Promise<PlatformTokens & { unitId: string; locations: PlatformLocation[] }> {
  const url = adapter.authorizationUrl({ state: 'our-state', codeChallenge: 'unused', redirectUri: REDIRECT_URI });
  const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location')!);
  const tokens = await adapter.exchangeCode({ code: back.searchParams.get('code')!, codeVerifier: 'unused', redirectUri: REDIRECT_URI });
  const locations = await adapter.listLocations(tokens.accessToken);
  return { ...tokens, unitId: locations[0]!.id, locations };
}


describe('Trustpilot endpoints', () => {
  it("are Trustpilot's hosts, or the emulator's origin with the same paths", () => {
    expect(trustpilotEndpoints()).toEqual({
      authenticate: 'https://authenticate.trustpilot.com',
      token: 'https://api.trustpilot.com/v1/oauth/oauth-business-users-for-applications/accesstoken',
      refresh: 'https://api.trustpilot.com/v1/oauth/oauth-business-users-for-applications/refresh',
      api: 'https://api.trustpilot.com/v1',
    });
    expect(trustpilotEndpoints('http://127.0.0.1:4020/').token).toBe('http://127.0.0.1:4020/v1/oauth/oauth-business-users-for-applications/accesstoken');
  });
});

describe('the Trustpilot adapter', () => {
  it('lists the business units of the login, each told apart by its domain', async () => {
    expect((await connect()).locations).toEqual([
      { id: '5d2f8a41c6e1b3000157a9e2', name: 'Café Solsikke', industry: null, address: 'cafe-solsikke.dk' },
      { id: '5e71b09d4f3a8c0001e26d13', name: 'Restaurant Havnely', industry: null, address: 'havnely.dk' },
    ]);
  });

  it('sends the login our own state, the API key as client_id, and no PKCE', () => {
    const url = new URL(adapter.authorizationUrl({ state: 's-1', codeChallenge: 'challenge', redirectUri: REDIRECT_URI }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: CREDENTIALS.apiKey, redirect_uri: REDIRECT_URI, response_type: 'code', state: 's-1' });
  });

  it('reads expires_in as the string Trustpilot sends: 100 hours', async () => {
    const tokens = await connect();
    expect(tokens.expiresAt.getTime() - Date.now()).toBeGreaterThan(99 * 3600_000);
    expect(tokens.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(100 * 3600_000);
  });

  it('keeps the rotated refresh token: the first one no longer works after a refresh', async () => {
    const tokens = await connect();
    const refreshed = await adapter.refreshTokens(tokens.refreshToken!);
    expect(refreshed.refreshToken).toEqual(expect.any(String));
    expect((await platformErrorOf(adapter.refreshTokens(tokens.refreshToken!))).code).toBe('invalid_grant');
    expect((await adapter.refreshTokens(refreshed.refreshToken!)).accessToken).toEqual(expect.any(String));
  });

  it('keeps the headline apart from the text, reads timestamps without an offset as UTC, and names anonymous reviewers', async () => {
    const { accessToken, unitId } = await connect();
    const added = emulator.state.addReview({ businessUnitId: unitId, stars: 2, title: 'Lang ventetid', text: 'Vi ventede 40 minutter på kaffen.', consumer: { displayName: '  ' } });
    const review = await adapter.getReview(accessToken, added.id);
    expect(review).toMatchObject({ title: 'Lang ventetid', text: 'Vi ventede 40 minutter på kaffen.', rating: 2, reviewerName: 'Anonymous', reply: null });
    expect(review!.createdAt.toISOString()).toBe(utc(added.createdAt).toISOString());
    expect(added.createdAt).not.toMatch(/Z|[+-]\d\d:\d\d$/);
  });

  it('reads a reply the owner wrote on Trustpilot as a published reply, and dates the review by it', async () => {
    const { accessToken, unitId } = await connect();
    const added = emulator.state.addReview({ businessUnitId: unitId, stars: 5 });
    emulator.state.updateReview(added.id, { companyReply: { text: 'Tak for besøget!' } });
    const review = await adapter.getReview(accessToken, added.id);
    expect(review!.reply).toMatchObject({ text: 'Tak for besøget!', state: 'published', policyViolation: null });
    expect(review!.updatedAt.getTime()).toBeGreaterThanOrEqual(review!.reply!.updatedAt.getTime());
  });

  it('signs a reply as the business user of the login, asking who that is once per token', async () => {
    const { accessToken, unitId } = await connect();
    const [first, second] = [emulator.state.addReview({ businessUnitId: unitId }), emulator.state.addReview({ businessUnitId: unitId })];
    await adapter.postReply(accessToken, first.id, 'Tak for de pæne ord!');
    await adapter.postReply(accessToken, second.id, 'Mange tak, vi ses snart!');
    const calls = emulator.state.snapshot().replyCalls;
    expect(calls.map((call) => call.status)).toEqual([201, 201]);
    const author = (calls[0]!.body as { authorBusinessUserId: string }).authorBusinessUserId;
    expect(author).toEqual(expect.any(String));
    expect((calls[1]!.body as { authorBusinessUserId: string }).authorBusinessUserId).toBe(author);
  });

  it('maps Trustpilot errors: 429 with Retry-After, the 1001 malformed 400, 403 for another business unit', async () => {
    const { accessToken, unitId } = await connect();
    emulator.state.setFailures({ rateLimited: 1 });
    const busy = await platformErrorOf(adapter.listReviews(accessToken, unitId));
    expect(busy).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(busy.retryAfterSeconds).toBeGreaterThan(0);
    emulator.state.setFailures({ malformed: 1 });
    expect(await platformErrorOf(adapter.listReviews(accessToken, unitId))).toMatchObject({ code: 'invalid_request', status: 400, message: 'The request was malformed' });
    const foreignUnit = emulator.state.store.businessUsers[1]!.businessUnitIds[0]!;
    expect(await platformErrorOf(adapter.listReviews(accessToken, foreignUnit))).toMatchObject({ code: 'permission_denied', status: 403 });
  });

  it("keeps within the pace per login: the call beyond it is refused here, before it reaches Trustpilot", async () => {
    const paced = createTrustpilotAdapter(trustpilotEndpoints(emulator.url), CREDENTIALS, { calls: 2, windowMs: 60_000 });
    const { accessToken, unitId } = await connect();
    await paced.listReviews(accessToken, unitId);
    await paced.listReviews(accessToken, unitId);
    const before = emulator.state.snapshot().replyCalls.length;
    const refused = await platformErrorOf(paced.postReply(accessToken, 'any-review', 'Tak!'));
    expect(refused).toMatchObject({ code: 'rate_limited', status: 429 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(emulator.state.snapshot().replyCalls).toHaveLength(before);
  });

  it('reads when the refresh token runs out: 30 days', async () => {
    const tokens = await connect();
    expect(tokens.refreshExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });
});
