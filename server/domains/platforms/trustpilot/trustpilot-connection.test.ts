import { and, eq, isNull } from 'drizzle-orm';
import { aiResponses, locationChoices, platformConnections, reviews } from '@server/db/schema';
import { postApprovedReply } from '@server/domains/responses/post-reply.service';
import { useTestApp } from '@server/test/test-app';
import { trustpilotConnector } from './test-connect';
import { syncConnection } from '../sync.service';
import { withAccessToken } from '../connection-access';
import { PlatformError } from '../platform';

const t = useTestApp({}, { trustpilotEmulator: { autoConsent: true, reviews: 12 } });

beforeEach(() => t.trustpilot.state.reset());
const { connectTrustpilot, connectUnit } = trustpilotConnector(t);

const db = () => t.ctx.database.db;
describe('connecting Trustpilot', () => {
  it('asks which business unit when the login manages several, and connects the one picked, once', async () => {
    const { owner, businessId, callback } = await connectTrustpilot();
    expect(callback.statusCode).toBe(302);
    const choiceId = new URL(callback.headers.location as string, 'http://x').searchParams.get('choose');
    expect(callback.headers.location).toBe(`/platforms?choose=${choiceId}`);
    expect(await db().select().from(platformConnections)).toHaveLength(0);

    const choice = await t.request({ method: 'GET', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie });
    expect(choice.statusCode).toBe(200);
    expect(choice.json()).toMatchObject({ id: choiceId, platform: 'trustpilot' });
    expect(choice.json().locations.map((location: { name: string }) => location.name).sort()).toEqual(['Café Solsikke', 'Restaurant Havnely']);
    expect(choice.body).not.toMatch(/token/i);

    const stranger = await t.signUp();
    expect((await t.request({ method: 'GET', url: `/api/connections/choices/${choiceId}`, cookie: stranger.cookie })).statusCode).toBe(404);
    const havnely = choice.json().locations.find((location: { name: string }) => location.name === 'Restaurant Havnely');
    expect((await t.request({ method: 'POST', url: `/api/connections/choices/${choiceId}`, cookie: stranger.cookie, payload: { locations: [{ id: havnely.id }] } })).statusCode).toBe(404);
    const notOffered = await t.request({ method: 'POST', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie, payload: { locations: [{ id: 'elsewhere' }] } });
    expect(notOffered.statusCode).toBe(404);

    const chosen = await t.request({ method: 'POST', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie, payload: { locations: [{ id: havnely.id }] } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject([{ platform: 'trustpilot', isActive: true, platformBusinessName: 'Restaurant Havnely' }]);
    // The refresh token lives 30 days: the Platforms card can warn before it runs out.
    expect(Date.parse(chosen.json()[0].tokenExpiry) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const again = await t.request({ method: 'POST', url: `/api/connections/choices/${choiceId}`, cookie: owner.cookie, payload: { locations: [{ id: havnely.id }] } });
    expect(again.statusCode).toBe(404);
    expect(await db().select().from(locationChoices)).toHaveLength(0);

    const businesses = await t.request({ method: 'GET', url: '/api/businesses', cookie: owner.cookie });
    expect(businesses.json().find((business: { id: string }) => business.id === businessId).name).toBe('Restaurant Havnely');
  });

  it('connects at once when the login manages one unit, and finds its state in the cookie when Trustpilot does not send it back', async () => {
    const single = t.trustpilot.state.store.businessUsers[1]!;
    t.trustpilot.state.store.businessUsers[0]!.businessUnitIds.splice(1);
    try {
      const { callback, back } = await connectTrustpilot({ dropState: true });
      expect(back.searchParams.has('state')).toBe(false);
      expect(callback.headers.location).toBe('/platforms?success=trustpilot_connected');
      expect(single.businessUnitIds).toHaveLength(1);
    } finally {
      t.trustpilot.state.reset();
    }
  });

  it('refuses a callback without any state, and one whose state belongs to another user', async () => {
    const owner = await t.signUp();
    const bare = await t.request({ method: 'GET', url: '/api/auth/trustpilot/callback?code=abc', cookie: owner.cookie });
    expect(bare.headers.location).toBe('/platforms?error=oauth_failed&platform=trustpilot');
    const { back } = await connectTrustpilot();
    // A fresh flow's callback, replayed by someone else: the state was used up anyway, and it is not theirs.
    const replay = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie: owner.cookie });
    expect(replay.headers.location).toBe('/platforms?error=invalid_state&platform=trustpilot');
  });

  it('says so when the owner declines at Trustpilot, and that Trustpilot is emulated here', async () => {
    const owner = await t.signUp();
    expect((await t.request({ method: 'GET', url: '/api/platforms/info', cookie: owner.cookie })).json().emulated).toEqual(['trustpilot']);
    const declined = await t.request({ method: 'GET', url: '/api/auth/trustpilot/callback?error=access_denied', cookie: owner.cookie });
    expect(declined.headers.location).toBe('/platforms?error=access_denied&platform=trustpilot');
  });
});

describe('a Trustpilot connection', () => {
  it("imports the unit's reviews with headline and text apart, and a reply made on Trustpilot as existing", async () => {
    const { owner, unitId, connectionId } = await connectUnit();
    const answered = t.trustpilot.state.addReview({ businessUnitId: unitId, stars: 5, title: 'Fantastisk frokost', text: 'Smørrebrødet var perfekt.' });
    t.trustpilot.state.updateReview(answered.id, { companyReply: { text: 'Tak, Mette!' } });
    const result = await syncConnection(t.ctx, connectionId);
    expect(result.imported).toBe(13);
    expect((await syncConnection(t.ctx, connectionId)).imported).toBe(0);

    const [stored] = await db().select().from(reviews).where(eq(reviews.platformReviewId, answered.id));
    expect(stored).toMatchObject({ platform: 'trustpilot', title: 'Fantastisk frokost', reviewText: 'Smørrebrødet var perfekt.', rating: 5, platformReplyText: 'Tak, Mette!' });
    const page = await t.request({ method: 'GET', url: '/api/reviews/pending?platform=trustpilot&pageSize=100', cookie: owner.cookie });
    const titles = (page.json() as Array<{ title: string | null }>).map((review) => review.title);
    expect(titles.length).toBeGreaterThan(5);
    expect(titles.every((title: string | null) => typeof title === 'string' && title.length > 0)).toBe(true);
  });

  it('sees an older review edited on Trustpilot at the first sync of the next day, which reads the whole list', async () => {
    const { unitId, connectionId } = await connectUnit();
    const oldest = t.trustpilot.state.snapshot({ businessUnitId: unitId }).reviews!.at(-1)!;
    for (let n = 0; n < 100; n++) t.trustpilot.state.addReview({ businessUnitId: unitId, stars: 5 });
    await syncConnection(t.ctx, connectionId);
    t.trustpilot.state.updateReview(oldest.id, { text: 'Opdateret: nu er kaffen blevet bedre.' });
    const stored = async () => (await db().select().from(reviews).where(eq(reviews.platformReviewId, oldest.id)))[0]!.reviewText;

    expect((await syncConnection(t.ctx, connectionId)).updated).toBe(0);
    expect(await stored()).not.toBe('Opdateret: nu er kaffen blevet bedre.');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 });
    try {
      expect((await syncConnection(t.ctx, connectionId)).updated).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await stored()).toBe('Opdateret: nu er kaffen blevet bedre.');
  });

  it('posts an approved reply once, signed by the business user, and never over a reply written on Trustpilot meanwhile', async () => {
    const { owner, unitId, connectionId } = await connectUnit();
    const fresh = t.trustpilot.state.addReview({ businessUnitId: unitId, stars: 4, title: 'Hyggeligt', text: 'God kaffe og venlig betjening.' });
    const replied = t.trustpilot.state.addReview({ businessUnitId: unitId, stars: 3, title: 'OK', text: 'Lidt lang ventetid.' });
    await syncConnection(t.ctx, connectionId);
    const approve = async (platformReviewId: string, text: string) => {
      const [review] = await db().select().from(reviews).where(and(eq(reviews.userId, owner.userId), eq(reviews.platformReviewId, platformReviewId)));
      const [response] = await db().insert(aiResponses).values({ reviewId: review!.id, userId: owner.userId, responseText: text, status: 'approved', tone: 'friendly', language: 'da' }).returning();
      return response!.id;
    };
    const first = await approve(fresh.id, 'Tusind tak for de venlige ord, vi ses snart igen!');
    expect(await postApprovedReply(t.ctx, first)).toEqual({ outcome: 'posted' });
    expect(await postApprovedReply(t.ctx, first)).not.toEqual({ outcome: 'posted' });
    const calls = t.trustpilot.state.snapshot().replyCalls.filter((call) => call.reviewId === fresh.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', status: 201, body: { message: 'Tusind tak for de venlige ord, vi ses snart igen!', authorBusinessUserId: t.trustpilot.state.store.businessUsers[0]!.id } });

    const second = await approve(replied.id, 'Tak for din ærlige anmeldelse, vi arbejder på at gøre ventetiden kortere til næste gang.');
    t.trustpilot.state.updateReview(replied.id, { companyReply: { text: 'Skrevet direkte på Trustpilot.' } });
    expect(await postApprovedReply(t.ctx, second)).toMatchObject({ outcome: 'returned' });
    expect(t.trustpilot.state.snapshot().replyCalls.filter((call) => call.reviewId === replied.id)).toHaveLength(0);
    const [kept] = await db().select().from(reviews).where(eq(reviews.platformReviewId, replied.id));
    expect(kept!.platformReplyText).toBe('Skrevet direkte på Trustpilot.');
  });

  it('refreshes an expired token once when two calls need it at the same moment, and stays connected', async () => {
    const { connectionId } = await connectUnit();
    await db().update(platformConnections).set({ accessTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(platformConnections.id, connectionId));
    // Trustpilot rotates refresh tokens: a second refresh with the first one is refused.
    const calls = await Promise.all([0, 1, 2].map(() => withAccessToken(t.ctx, connectionId, async (_adapter, token) => token)));
    expect(new Set(calls).size).toBe(1);
    const [connection] = await db().select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    expect(connection).toMatchObject({ isActive: true, lastSyncErrorCode: null });
    expect(connection!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 99 * 3600_000);
  });

  it('keeps the tokens another instance rotated a moment ago instead of asking for a reconnect', async () => {
    const { connectionId } = await connectUnit();
    const [stale] = await db().select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    await db().update(platformConnections).set({ accessTokenExpiresAt: new Date(Date.now() - 1000) }).where(eq(platformConnections.id, connectionId));
    const rotated = await withAccessToken(t.ctx, connectionId, async (_adapter, token) => token);
    // This instance still holds the row from before the rotation, with the used-up refresh token.
    await db().update(platformConnections).set({ accessTokenExpiresAt: new Date(Date.now() - 1000) }).where(isNull(platformConnections.tokenExpiry));
    const adapter = t.ctx.platforms.require('trustpilot');
    expect(stale!.refreshTokenSealed).not.toBeNull();
    await expect(adapter.refreshTokens(t.ctx.cipher.decrypt(stale!.refreshTokenSealed!))).rejects.toMatchObject({ code: 'invalid_grant' });
    const [current] = await db().select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    expect(current!.isActive).toBe(true);
    expect(t.ctx.cipher.decrypt(current!.accessTokenSealed)).toBe(rotated);
  });

  it('is marked for reconnecting when the platform says the grant is gone for good during a call', async () => {
    const { connectionId } = await connectUnit();
    const gone = withAccessToken(t.ctx, connectionId, async () => {
      throw new PlatformError('invalid_grant', 'The app was removed');
    });
    await expect(gone).rejects.toMatchObject({ code: 'invalid_grant' });
    const [connection] = await db().select().from(platformConnections).where(eq(platformConnections.id, connectionId));
    expect(connection).toMatchObject({ isActive: false, lastSyncErrorCode: { code: 'accessRevoked', params: { platform: 'trustpilot' } } });
  });
});
