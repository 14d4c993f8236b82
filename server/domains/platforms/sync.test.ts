import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { platformConnections, reviews } from '@server/db/schema';
import type { JobDefinition } from '@server/jobs/queue';
import { useTestApp } from '@server/test/test-app';
import { hashToken } from '../../../tools/emulators/google/state';
import { syncAllConnectionsJob, syncConnectionJob } from './jobs/sync-jobs';
import { PlatformError } from './platform';
import { waitFor } from '@server/test/wait-for';

/** 120 reviews per location: a first sync reads three pages of 50. */
const PER_LOCATION = 120;
const t = useTestApp({}, { googleEmulator: { autoConsent: true, seed: PER_LOCATION } });

const FIRST_LOCATION = 'accounts/110384756120394857612/locations/4829105736291847561';

// Every test starts from the freshly seeded Google (reviews, tokens and switches).
beforeEach(() => {
  t.emulator.state.reset();
});

/** Signs up, creates a business and connects Google through the emulator; answers the connection row. */
async function connected(user?: { cookie: string; userId: string }) {
  const owner = user ?? (await t.signUp());
  const business = await t.request({ method: 'POST', url: '/api/businesses', cookie: owner.cookie, payload: { name: 'Café Solsikke', industry: 'cafe' } });
  const start = await t.request({ method: 'GET', url: `/api/auth/google/connect/${business.json().id}`, cookie: owner.cookie });
  const consent = await fetch(start.json().authUrl, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const callback = await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie: owner.cookie });
  expect(callback.headers.location).toBe('/platforms?success=google_connected');
  const [connection] = await t.ctx.database.db
    .select()
    .from(platformConnections)
    .where(and(eq(platformConnections.userId, owner.userId), eq(platformConnections.businessId, business.json().id)));
  return { ...owner, connection: connection!, businessId: business.json().id as string };
}

const sync = (cookie: string, connectionId: string) => t.request({ method: 'POST', url: `/api/connections/${connectionId}/sync`, cookie });
const storedReviews = (userId: string) => t.ctx.database.db.select().from(reviews).where(eq(reviews.userId, userId));
const emulatorReviews = () => t.emulator.state.snapshot({ location: FIRST_LOCATION }).reviews!;
const connectionRow = async (id: string) =>
  (await t.ctx.database.db.select().from(platformConnections).where(eq(platformConnections.id, id)))[0];

let worker: Promise<void> | undefined;
/** Starts this file's sync worker once (the queue keeps it until the app stops). */
const startSyncWorker = () => (worker ??= t.ctx.jobs.work([syncConnectionJob(t.ctx)]));


describe('syncing Google reviews', () => {
  it('imports every review of the first location once, then nothing on a re-sync', async () => {
    const { cookie, userId, connection, businessId } = await connected();
    const expected = t.emulator.state.snapshot({ location: FIRST_LOCATION, includeReviews: false }).counts.reviews;
    expect(expected).toBe(PER_LOCATION);

    const first = await sync(cookie, connection.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ imported: expected, updated: 0 });

    const rows = await storedReviews(userId);
    expect(rows).toHaveLength(expected);
    // A bulk import refreshes the planner's statistics (PGlite has no autovacuum to do it).
    const [planned] = await t.ctx.database.query<{ rows: number }>(`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'reviews'`);
    expect(planned!.rows).toBe(expected);
    // Only the connected location, each Google review once, tied to the connection and business.
    const onGoogle = new Set(emulatorReviews().map((review) => review.name));
    expect(new Set(rows.map((row) => row.platformReviewId))).toEqual(onGoogle);
    for (const row of rows) {
      expect(row).toMatchObject({ platform: 'google', connectionId: connection.id, businessId });
      expect(row.platformReviewId.startsWith(`${FIRST_LOCATION}/reviews/`)).toBe(true);
    }
    const synced = await connectionRow(connection.id);
    expect(synced!.lastSyncAt).toBeInstanceOf(Date);
    expect(synced!.lastSyncError).toBeNull();

    const listed = (await t.request({ method: 'GET', url: '/api/platforms', cookie })).json();
    expect(listed[0].lastSyncAt).toBe(synced!.lastSyncAt!.toISOString());

    const again = await sync(cookie, connection.id);
    expect(again.json()).toEqual({ imported: 0, updated: 0 });
    expect(await storedReviews(userId)).toHaveLength(expected);
  });

  it('stores what Google says of each review: reviewer, stars, dates, an existing owner reply', async () => {
    const { cookie, userId, connection } = await connected();
    await sync(cookie, connection.id);
    const rows = new Map((await storedReviews(userId)).map((row) => [row.platformReviewId, row]));
    const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as Record<string, number>;
    let withReply = 0;
    for (const review of emulatorReviews()) {
      const row = rows.get(review.name)!;
      expect(row.rating).toBe(stars[review.starRating]);
      expect(row.reviewerName).toBe(review.reviewer.isAnonymous ? 'Anonymous' : review.reviewer.displayName);
      expect(row.reviewedAt.toISOString()).toBe(review.createTime);
      expect(row.platformUpdatedAt!.toISOString()).toBe(review.updateTime);
      if (review.reviewReply) {
        withReply++;
        expect(row.platformReplyText).toBe(review.reviewReply.comment);
        expect(row.platformReplyAt!.toISOString()).toBe(review.reviewReply.updateTime);
      } else {
        expect(row.platformReplyText).toBeNull();
      }
    }
    expect(withReply).toBeGreaterThan(0);
  });

  it("keeps the reviewer's own words of a review inside Google's translation envelope", async () => {
    const { cookie, userId, connection } = await connected();
    t.emulator.state.addReview({ reviewId: 'envelopeA', comment: '(Translated by Google) Great coffee\n\n(Original)\nSkøn kaffe', starRating: 5 });
    t.emulator.state.addReview({ reviewId: 'envelopeB', comment: 'Sehr freundlich\n\n(Translated by Google)\nVery friendly', starRating: 4 });
    await sync(cookie, connection.id);
    const rows = await storedReviews(userId);
    const byId = (id: string) => rows.find((row) => row.platformReviewId === `${FIRST_LOCATION}/reviews/${id}`)!;
    expect(byId('envelopeA')).toMatchObject({ reviewText: 'Skøn kaffe', translatedText: 'Great coffee', rating: 5 });
    expect(byId('envelopeB')).toMatchObject({ reviewText: 'Sehr freundlich', translatedText: 'Very friendly', rating: 4 });

    // The seeded ones too, in both layouts: never the envelope's markers in the stored text.
    const seeded = emulatorReviews().filter((review) => review.comment?.includes('(Translated by Google)'));
    expect(seeded.length).toBeGreaterThan(1);
    for (const review of seeded) {
      const row = rows.find((candidate) => candidate.platformReviewId === review.name)!;
      expect(row.reviewText).not.toContain('(Translated by Google)');
      expect(row.reviewText).not.toContain('(Original)');
      expect(review.comment).toContain(row.reviewText);
      expect(row.translatedText).toBeTruthy();
      expect(review.comment).toContain(row.translatedText);
    }
    for (const row of rows.filter((candidate) => !seeded.some((review) => review.name === candidate.platformReviewId))) {
      if (row.reviewText !== null) expect(row.reviewText).not.toContain('(Translated by Google)');
    }
  });

  it('stores a rating-only review with null text', async () => {
    const { cookie, userId, connection } = await connected();
    t.emulator.state.addReview({ reviewId: 'starsOnly', comment: null, starRating: 3 });
    await sync(cookie, connection.id);
    const rows = await storedReviews(userId);
    expect(rows.find((row) => row.platformReviewId.endsWith('/reviews/starsOnly'))).toMatchObject({ reviewText: null, translatedText: null, rating: 3 });
    const ratingOnly = emulatorReviews().filter((review) => review.comment === undefined);
    expect(ratingOnly.length).toBeGreaterThan(1);
    for (const review of ratingOnly) expect(rows.find((row) => row.platformReviewId === review.name)!.reviewText).toBeNull();
  });

  it('imports a new review once', async () => {
    const { cookie, userId, connection } = await connected();
    await sync(cookie, connection.id);
    const added = t.emulator.state.addReview({ comment: 'Dejlig brunch og venlig betjening.', starRating: 5, reviewer: { displayName: 'Anne Holm' } });
    const next = await sync(cookie, connection.id);
    expect(next.json()).toEqual({ imported: 1, updated: 0 });
    const rows = await storedReviews(userId);
    expect(rows).toHaveLength(PER_LOCATION + 1);
    expect(rows.find((row) => row.platformReviewId === added.name)).toMatchObject({
      reviewerName: 'Anne Holm',
      reviewText: 'Dejlig brunch og venlig betjening.',
      rating: 5,
    });
    expect((await sync(cookie, connection.id)).json()).toEqual({ imported: 0, updated: 0 });
  });

  it('counts a review whose reply Google rejected in moderation as unanswered', async () => {
    const { cookie, userId, connection } = await connected();
    const added = t.emulator.state.addReview({ comment: 'Hyggeligt sted.', starRating: 4 });
    const stored = t.emulator.state.store.review(added.name)!;
    stored.review.reviewReply = { comment: 'Besøg vores webshop!', updateTime: added.createTime, reviewReplyState: 'PENDING' };
    stored.replyOutcome = { state: 'REJECTED', policyViolation: 'ADVERTISING_AND_SOLICITATION', decidedAt: 0 };
    await sync(cookie, connection.id);
    const row = (await storedReviews(userId)).find((review) => review.platformReviewId === added.name);
    expect(row).toMatchObject({ reviewText: 'Hyggeligt sted.', platformReplyText: null, platformReplyAt: null });
  });

  it('reads on past the first page when more is new than one page holds', async () => {
    const { cookie, userId, connection } = await connected();
    await sync(cookie, connection.id);
    for (let i = 0; i < 60; i++) t.emulator.state.addReview({ comment: `New review number ${i}`, starRating: 4 });
    expect((await sync(cookie, connection.id)).json()).toEqual({ imported: 60, updated: 0 });
    expect(await storedReviews(userId)).toHaveLength(PER_LOCATION + 60);
  });

  it('finishes on the next sync what a sync interrupted mid-way had not read yet', async () => {
    const { cookie, userId, connection } = await connected();
    await sync(cookie, connection.id);
    // 60 new reviews: the first page holds 50 of them, the second the other 10.
    for (let i = 0; i < 60; i++) t.emulator.state.addReview({ comment: `Burst review ${i}`, starRating: 5 });
    const adapter = t.ctx.platforms.require('google');
    const listReviews = adapter.listReviews.bind(adapter);
    const spy = vi.spyOn(adapter, 'listReviews').mockImplementation(async (token, location, pageToken) => {
      if (pageToken) throw new PlatformError('unavailable', 'Google did not answer: socket hang up');
      return listReviews(token, location, pageToken);
    });
    try {
      expect((await sync(cookie, connection.id)).statusCode).toBe(502);
    } finally {
      spy.mockRestore();
    }
    expect(await storedReviews(userId)).toHaveLength(PER_LOCATION + 50);

    expect((await sync(cookie, connection.id)).json()).toEqual({ imported: 10, updated: 0 });
    expect(await storedReviews(userId)).toHaveLength(PER_LOCATION + 60);
    expect((await sync(cookie, connection.id)).json()).toEqual({ imported: 0, updated: 0 });
  });

  it('updates an edited review in place instead of adding it again', async () => {
    const { cookie, userId, connection } = await connected();
    await sync(cookie, connection.id);
    // The oldest review, far down the last page: an edit moves it to the top of "updateTime desc".
    const oldest = emulatorReviews().at(-1)!;
    const [before] = (await storedReviews(userId)).filter((row) => row.platformReviewId === oldest.name);
    const newRating = oldest.starRating === 'ONE' ? 'TWO' : 'ONE';
    t.emulator.state.updateReview(oldest.reviewId, { comment: 'Changed my mind: cold food this time.', starRating: newRating });

    const next = await sync(cookie, connection.id);
    expect(next.json()).toEqual({ imported: 0, updated: 1 });
    const rows = await storedReviews(userId);
    expect(rows).toHaveLength(PER_LOCATION);
    const after = rows.find((row) => row.platformReviewId === oldest.name)!;
    expect(after.id).toBe(before!.id);
    expect(after.reviewText).toBe('Changed my mind: cold food this time.');
    expect(after.rating).toBe(newRating === 'ONE' ? 1 : 2);
    expect(after.platformUpdatedAt!.getTime()).toBeGreaterThan(before!.platformUpdatedAt!.getTime());
    expect(after.reviewedAt.getTime()).toBe(before!.reviewedAt.getTime());
    expect((await sync(cookie, connection.id)).json()).toEqual({ imported: 0, updated: 0 });
  });

  it('stores each review once when two syncs of one connection race', async () => {
    const { cookie, userId, connection } = await connected();
    const [a, b] = await Promise.all([sync(cookie, connection.id), sync(cookie, connection.id)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().imported + b.json().imported).toBe(PER_LOCATION);
    expect(await storedReviews(userId)).toHaveLength(PER_LOCATION);
  });

  describe('tokens', () => {
    it('refreshes an access token Google says has expired, and seals the new one', async () => {
      const { cookie, userId, connection } = await connected();
      const oldAccess = t.ctx.cipher.decrypt(connection.accessTokenSealed);
      const refreshToken = t.ctx.cipher.decrypt(connection.refreshTokenSealed!);
      t.emulator.state.setFailures({ expireTokens: true });

      const first = await sync(cookie, connection.id);
      expect(first.statusCode).toBe(200);
      expect(first.json().imported).toBe(PER_LOCATION);
      expect(await storedReviews(userId)).toHaveLength(PER_LOCATION);

      const row = (await connectionRow(connection.id))!;
      expect(row.accessTokenSealed).toMatch(/^v1\./);
      const newAccess = t.ctx.cipher.decrypt(row.accessTokenSealed);
      expect(newAccess).not.toBe(oldAccess);
      expect(newAccess).toMatch(/^ya29\./);
      expect(row.accessTokenSealed).not.toContain(newAccess);
      // Google keeps the refresh token on a refresh: the stored one stays.
      expect(t.ctx.cipher.decrypt(row.refreshTokenSealed!)).toBe(refreshToken);
      const issued = t.emulator.state.store.accessTokens.get(hashToken(newAccess))!;
      expect(issued.refreshHash).toBe(hashToken(refreshToken));
      expect(row.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
      expect(row).toMatchObject({ isActive: true, tokenExpiry: null, lastSyncError: null });
    });

    it('refreshes ahead of expiry without waiting for a 401', async () => {
      const { cookie, connection } = await connected();
      const oldAccess = t.ctx.cipher.decrypt(connection.accessTokenSealed);
      // Google would still take the old token, but it runs out within the refresh margin.
      await t.ctx.database.db
        .update(platformConnections)
        .set({ accessTokenExpiresAt: new Date(Date.now() + 30_000) })
        .where(eq(platformConnections.id, connection.id));
      const tokensBefore = t.emulator.state.store.accessTokens.size;
      expect((await sync(cookie, connection.id)).statusCode).toBe(200);
      const row = (await connectionRow(connection.id))!;
      expect(t.ctx.cipher.decrypt(row.accessTokenSealed)).not.toBe(oldAccess);
      expect(row.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
      // Exactly one refresh.
      expect(t.emulator.state.store.accessTokens.size).toBe(tokensBefore + 1);

      // A token with time left is used as it is.
      expect((await sync(cookie, connection.id)).statusCode).toBe(200);
      expect((await connectionRow(connection.id))!.accessTokenSealed).toBe(row.accessTokenSealed);
      expect(t.emulator.state.store.accessTokens.size).toBe(tokensBefore + 1);
    });

    it('answers 409 for a revoked grant and marks the connection for reconnecting', async () => {
      const { cookie, userId, connection } = await connected();
      t.emulator.state.setFailures({ revokeTokens: true });
      const response = await sync(cookie, connection.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'The connection has expired. Please reconnect to continue syncing reviews.',
        reason: { code: 'syncFailed', params: { platform: 'google', problem: 'invalid_grant' } },
      });
      expect(await storedReviews(userId)).toHaveLength(0);

      const row = (await connectionRow(connection.id))!;
      expect(row.isActive).toBe(false);
      expect(row.tokenExpiry).toBeInstanceOf(Date);
      expect(row.tokenExpiry!.getTime()).toBeLessThanOrEqual(Date.now());
      expect(row.lastSyncError).toEqual(expect.any(String));
      expect(row.lastSyncErrorCode).toEqual({ code: 'syncFailed', params: { platform: 'google', problem: 'invalid_grant' } });
      expect(row.lastSyncAt).toBeNull();
      // The screen shows the expiry warning: tokenExpiry is set and under 7 days away.
      const [listed] = (await t.request({ method: 'GET', url: '/api/platforms', cookie })).json();
      expect(listed).toMatchObject({ isActive: false, lastSyncError: row.lastSyncError, lastSyncErrorCode: row.lastSyncErrorCode });
      expect(Date.parse(listed.tokenExpiry)).toBeLessThan(Date.now() + 7 * 24 * 3600_000);
    });

    it('answers 409 when the connection has no refresh token and the access token ran out', async () => {
      const { cookie, connection } = await connected();
      await t.ctx.database.db
        .update(platformConnections)
        .set({ refreshTokenSealed: null, accessTokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(platformConnections.id, connection.id));
      const response = await sync(cookie, connection.id);
      expect(response.statusCode).toBe(409);
      expect(await connectionRow(connection.id)).toMatchObject({ isActive: false, tokenExpiry: expect.any(Date) });
    });
  });

  describe('platform failures', () => {
    it('answers 429 with a message while Google rate-limits, and recovers after', async () => {
      const { cookie, userId, connection } = await connected();
      t.emulator.state.setFailures({ rateLimited: true });
      const limited = await sync(cookie, connection.id);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: 'The platform is rate limiting requests. Please try again in a minute.',
        reason: { code: 'syncFailed', params: { platform: 'google', problem: 'rate_limited' } },
      });
      expect((await connectionRow(connection.id))!).toMatchObject({
        isActive: true,
        lastSyncAt: null,
        lastSyncError: expect.stringMatching(/quota/i),
        lastSyncErrorCode: { code: 'syncFailed', params: { platform: 'google', problem: 'rate_limited' } },
      });

      t.emulator.state.clearFailures();
      expect((await sync(cookie, connection.id)).json()).toEqual({ imported: PER_LOCATION, updated: 0 });
      expect(await storedReviews(userId)).toHaveLength(PER_LOCATION);
      expect((await connectionRow(connection.id))!).toMatchObject({ lastSyncError: null, lastSyncErrorCode: null });
    });

    it('answers 409 with Google\'s explanation when the API is disabled', async () => {
      const { cookie, connection } = await connected();
      t.emulator.state.setFailures({ serviceDisabled: ['mybusiness.googleapis.com'] });
      const disabled = await sync(cookie, connection.id);
      expect(disabled.statusCode).toBe(409);
      expect(disabled.json().message).toMatch(/Google My Business API has not been used in project .* or it is disabled/);
      // Not a broken grant: the connection stays active.
      expect((await connectionRow(connection.id))!).toMatchObject({
        isActive: true,
        lastSyncErrorCode: { code: 'syncFailed', params: { platform: 'google', problem: 'api_not_enabled' } },
      });
    });

    it('answers 404 when the location is gone at Google', async () => {
      const { cookie, connection } = await connected();
      await t.ctx.database.db
        .update(platformConnections)
        .set({ platformLocationId: 'accounts/110384756120394857612/locations/999' })
        .where(eq(platformConnections.id, connection.id));
      const missing = await sync(cookie, connection.id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: expect.any(String), reason: { code: 'syncFailed', params: { platform: 'google', problem: 'not_found' } } });
    });
  });

  describe('access', () => {
    it("answers 404 for another account's connection, on sync and on delete", async () => {
      const owner = await connected();
      const other = await t.signUp();
      const foreignSync = await sync(other.cookie, owner.connection.id);
      expect(foreignSync.statusCode).toBe(404);
      expect(foreignSync.json()).toEqual({ message: 'Connection not found' });
      const foreignDelete = await t.request({ method: 'DELETE', url: `/api/connections/${owner.connection.id}`, cookie: other.cookie });
      expect(foreignDelete.statusCode).toBe(404);
      expect(await connectionRow(owner.connection.id)).toBeDefined();
      expect(await storedReviews(owner.userId)).toHaveLength(0);
      // Nothing was revoked at Google either.
      const refresh = t.ctx.cipher.decrypt(owner.connection.refreshTokenSealed!);
      expect(t.emulator.state.store.refreshTokens.get(hashToken(refresh))!.revokedAt).toBeUndefined();
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      const { cookie } = await t.signUp();
      expect((await sync(cookie, 'not-a-uuid')).statusCode).toBe(400);
      expect((await t.request({ method: 'DELETE', url: '/api/connections/not-a-uuid', cookie })).statusCode).toBe(400);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await sync(cookie, unknown)).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url: `/api/connections/${unknown}`, cookie })).statusCode).toBe(404);
    });

    it('answers 401 without a session', async () => {
      const { connection } = await connected();
      expect((await t.request({ method: 'POST', url: `/api/connections/${connection.id}/sync` })).statusCode).toBe(401);
      expect((await t.request({ method: 'DELETE', url: `/api/connections/${connection.id}` })).statusCode).toBe(401);
    });
  });

  describe('disconnecting', () => {
    it('revokes the grant at Google, deletes the connection and keeps the reviews', async () => {
      const { cookie, userId, connection } = await connected();
      await sync(cookie, connection.id);
      const refresh = t.ctx.cipher.decrypt(connection.refreshTokenSealed!);
      const access = t.ctx.cipher.decrypt(connection.accessTokenSealed);
      const reviewsOnGoogle = t.emulator.state.snapshot({ location: FIRST_LOCATION, includeReviews: false }).counts.reviews;

      const response = await t.request({ method: 'DELETE', url: `/api/connections/${connection.id}`, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await connectionRow(connection.id)).toBeUndefined();
      expect((await t.request({ method: 'GET', url: '/api/platforms', cookie })).json()).toEqual([]);

      // The emulator saw the revoke: the refresh token and its access tokens are dead.
      expect(t.emulator.state.store.refreshTokens.get(hashToken(refresh))!.revokedAt).toEqual(expect.any(Number));
      expect(t.emulator.state.store.accessTokens.get(hashToken(access))!.revokedAt).toEqual(expect.any(Number));
      // Nothing was deleted on Google.
      expect(t.emulator.state.snapshot({ location: FIRST_LOCATION, includeReviews: false }).counts.reviews).toBe(reviewsOnGoogle);

      const kept = await storedReviews(userId);
      expect(kept).toHaveLength(PER_LOCATION);
      expect(kept.every((row) => row.connectionId === null)).toBe(true);
      expect((await sync(cookie, connection.id)).statusCode).toBe(404);
    });

    it('disconnects even when Google refuses the revoke', async () => {
      const { cookie, connection } = await connected();
      t.emulator.state.setFailures({ revokeTokens: true });
      const response = await t.request({ method: 'DELETE', url: `/api/connections/${connection.id}`, cookie });
      expect(response.statusCode).toBe(200);
      expect(await connectionRow(connection.id)).toBeUndefined();
    });
  });

  describe('in the background', () => {
    it('the periodic job queues one sync per active connection, and the worker imports them', async () => {
      const active = await connected();
      const inactive = await connected();
      await t.ctx.database.db.update(platformConnections).set({ isActive: false }).where(eq(platformConnections.id, inactive.connection.id));

      const periodic: JobDefinition<z.ZodTypeAny> = syncAllConnectionsJob(t.ctx);
      expect(periodic.cron).toBe('17 */3 * * *');
      await periodic.run({}, { lastAttempt: false });
      // Firing again before the worker ran adds no second pending sync for the same connection.
      await periodic.run({}, { lastAttempt: false });
      const queued = await t.ctx.database.query<{ data: { connectionId: string } }>(
        `SELECT data FROM pgboss.job WHERE name = 'sync-connection' AND state = 'created'`,
      );
      expect(queued.map((job) => job.data)).toEqual([{ connectionId: active.connection.id }]);

      await startSyncWorker();
      await waitFor(async () => (await storedReviews(active.userId)).length === PER_LOCATION);
      await waitFor(async () => (await connectionRow(active.connection.id))!.lastSyncAt);
      expect(await storedReviews(inactive.userId)).toHaveLength(0);
    });

    it('the sync job runs through the queue', async () => {
      const { userId, connection } = await connected();
      const id = await t.ctx.jobs.send(syncConnectionJob(t.ctx), { connectionId: connection.id });
      expect(id).toEqual(expect.any(String));
      await startSyncWorker();
      await waitFor(async () => (await storedReviews(userId)).length === PER_LOCATION);
      const [job] = await waitFor(async () => {
        const rows = await t.ctx.database.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
        return rows[0]?.state === 'completed' && rows;
      });
      expect(job!.state).toBe('completed');
      await expect(t.ctx.jobs.send(syncConnectionJob(t.ctx), { connectionId: 'not-a-uuid' })).rejects.toThrow();
    });
  });
});
