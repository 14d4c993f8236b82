import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZLunaNotificationsResponseSchema, type TLunaNotification } from '@common/schemas/luna';
import { aiResponses, businesses, lunaDismissals, lunaPanelVisits, platformConnections, settings, users } from '@server/db/schema';
import { seedResponse, seedReview } from '@server/test/seed';
import { sessionCookieOf, useTestApp } from '@server/test/test-app';
import { MAX_REPLY_NOTIFICATIONS } from './notifications.service';
import { VISIT_MS } from './panel-visits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time the notifications go by; each test sets it. */
let now = new Date();
const t = useTestApp({}, { clock: { now: () => now } });
const db = () => t.ctx.database.db;

type Owner = { cookie: string; email: string; userId: string; businessId: string };

async function owner(): Promise<Owner> {
  const account = await t.signUp();
  const [business] = await db().insert(businesses).values({ userId: account.userId, name: 'Café Solsikke', industry: 'cafe' }).returning();
  return { ...account, businessId: business!.id };
}

let locations = 0;
async function connect(who: Owner, values: Partial<typeof platformConnections.$inferInsert> = {}) {
  const [row] = await db()
    .insert(platformConnections)
    .values({
      userId: who.userId,
      businessId: who.businessId,
      platform: 'google',
      platformLocationId: `accounts/1/locations/${++locations}`,
      accessTokenSealed: t.ctx.cipher.encrypt('access'),
      connectedAt: new Date(now.getTime() - 30 * DAY),
      lastSyncAt: new Date(now.getTime() - 60 * MINUTE),
      ...values,
    })
    .returning();
  return row!;
}

async function list(cookie: string | undefined) {
  const response = await t.request({ method: 'GET', url: '/api/luna/notifications', cookie });
  expect(response.statusCode).toBe(200);
  return ZLunaNotificationsResponseSchema.parse(response.json()).notifications;
}
const codes = async (cookie: string) => (await list(cookie)).map((n) => n.code);
const only = async (cookie: string, code: TLunaNotification['code']) => (await list(cookie)).filter((n) => n.code === code);
const dismiss = (cookie: string | undefined, id: string) =>
  t.request({ method: 'POST', url: `/api/luna/notifications/${encodeURIComponent(id)}/dismiss`, cookie });
const opened = (cookie: string) => t.request({ method: 'POST', url: '/api/luna/opened', cookie });

describe('GET /api/luna/notifications', () => {
  it('answers 401 without a session, on every Luna notification route', async () => {
    now = new Date();
    expect((await t.request({ method: 'GET', url: '/api/luna/notifications' })).statusCode).toBe(401);
    const dismissed = await dismiss(undefined, 'noPlatform');
    expect(dismissed.statusCode).toBe(401);
    expect(dismissed.json()).toEqual({ message: expect.any(String) });
    expect((await t.request({ method: 'POST', url: '/api/luna/opened' })).statusCode).toBe(401);
  });

  it('asks a new account to connect a platform, until one is connected', async () => {
    now = new Date();
    const me = await owner();
    const [user] = await db().select().from(users).where(eq(users.id, me.userId));
    expect(await list(me.cookie)).toEqual([
      {
        id: 'noPlatform',
        type: 'info',
        code: 'noPlatform',
        params: {},
        action: { code: 'connect', to: '/platforms' },
        createdAt: user!.createdAt.toISOString(),
      },
    ]);
    await connect(me);
    expect(await list(me.cookie)).toEqual([]);
  });

  describe('connections', () => {
    it('warns of a connection that expires within 7 days, with the calendar days left in the user\'s zone', async () => {
      now = new Date('2026-03-10T12:00:00Z');
      const me = await owner();
      await db().update(settings).set({ timeZone: 'Europe/Copenhagen' }).where(eq(settings.userId, me.userId));
      // 23:30 on 12 March in Copenhagen: two calendar days away, though 59.5 hours.
      const expiry = new Date('2026-03-12T22:30:00Z');
      const connection = await connect(me, { tokenExpiry: expiry });
      expect(await list(me.cookie)).toEqual([
        {
          id: `connectionExpiring:${connection.id}:2026-03-12`,
          type: 'warning',
          code: 'connectionExpiring',
          params: { platform: 'Google', days: 2 },
          action: { code: 'reconnect', to: '/platforms' },
          createdAt: new Date(expiry.getTime() - 7 * DAY).toISOString(),
        },
      ]);

      // The next morning the same notification (same id) counts one day less.
      now = new Date('2026-03-11T06:00:00Z');
      expect(await only(me.cookie, 'connectionExpiring')).toEqual([
        expect.objectContaining({ id: `connectionExpiring:${connection.id}:2026-03-12`, params: { platform: 'Google', days: 1 } }),
      ]);

      // Reconnected: the grant runs for months again.
      await db().update(platformConnections).set({ tokenExpiry: new Date('2026-06-01T00:00:00Z') }).where(eq(platformConnections.id, connection.id));
      expect(await list(me.cookie)).toEqual([]);
    });

    it('says nothing of an expiry more than 7 days away, or of none', async () => {
      now = new Date();
      const me = await owner();
      await connect(me, { tokenExpiry: new Date(now.getTime() + 7 * DAY + MINUTE) });
      await connect(me, { tokenExpiry: null });
      expect(await list(me.cookie)).toEqual([]);
    });

    it('reports a connection that stopped working, and again when it breaks after a reconnect', async () => {
      now = new Date();
      const me = await owner();
      const brokeAt = new Date(now.getTime() - 5 * MINUTE);
      const connection = await connect(me, { isActive: false, tokenExpiry: brokeAt, lastSyncError: 'Access was revoked or expired: reconnect to continue syncing' });
      const [broken] = await list(me.cookie);
      // Broken, not also 'sync failed': one notification for one problem.
      expect(await codes(me.cookie)).toEqual(['connectionBroken']);
      expect(broken).toEqual({
        id: `connectionBroken:${connection.id}:${connection.connectedAt.getTime()}`,
        type: 'warning',
        code: 'connectionBroken',
        params: { platform: 'Google' },
        action: { code: 'reconnect', to: '/platforms' },
        createdAt: brokeAt.toISOString(),
      });
      expect((await dismiss(me.cookie, broken!.id)).statusCode).toBe(204);
      expect(await list(me.cookie)).toEqual([]);

      // Reconnect (as upsertConnection does), then the grant is revoked again.
      const reconnectedAt = new Date(now.getTime() + MINUTE);
      await db()
        .update(platformConnections)
        .set({ isActive: true, tokenExpiry: null, lastSyncError: null, connectedAt: reconnectedAt })
        .where(eq(platformConnections.id, connection.id));
      expect(await list(me.cookie)).toEqual([]);
      await db().update(platformConnections).set({ isActive: false }).where(eq(platformConnections.id, connection.id));
      expect(await list(me.cookie)).toEqual([expect.objectContaining({ id: `connectionBroken:${connection.id}:${reconnectedAt.getTime()}`, code: 'connectionBroken' })]);
    });

    it('reports an active connection whose grant has run out as broken', async () => {
      now = new Date();
      const me = await owner();
      await connect(me, { tokenExpiry: new Date(now.getTime() - MINUTE) });
      expect(await codes(me.cookie)).toEqual(['connectionBroken']);
    });

    it('reports a failed sync with its reason until a sync succeeds; a later failure is a new notification', async () => {
      now = new Date();
      const me = await owner();
      const reasonCode = { code: 'syncFailed', params: { platform: 'google', problem: 'unavailable' } } as const;
      const connection = await connect(me, { lastSyncError: 'The platform did not answer.', lastSyncErrorCode: reasonCode });
      expect(await list(me.cookie)).toEqual([
        {
          id: `syncFailed:${connection.id}:${connection.lastSyncAt!.getTime()}`,
          type: 'warning',
          code: 'syncFailed',
          params: { platform: 'Google', reason: 'The platform did not answer.' },
          action: { code: 'reconnect', to: '/platforms' },
          createdAt: connection.lastSyncAt!.toISOString(),
          reason: reasonCode,
        },
      ]);
      expect((await dismiss(me.cookie, `syncFailed:${connection.id}:${connection.lastSyncAt!.getTime()}`)).statusCode).toBe(204);
      expect(await list(me.cookie)).toEqual([]);

      const synced = new Date(now.getTime() + MINUTE);
      await db().update(platformConnections).set({ lastSyncAt: synced, lastSyncError: null, lastSyncErrorCode: null }).where(eq(platformConnections.id, connection.id));
      expect(await list(me.cookie)).toEqual([]);
      // A row written before reasons existed: only the English text, which the web app shows as it is.
      await db().update(platformConnections).set({ lastSyncError: 'The platform did not answer.' }).where(eq(platformConnections.id, connection.id));
      expect(await list(me.cookie)).toEqual([
        expect.objectContaining({ id: `syncFailed:${connection.id}:${synced.getTime()}`, params: { platform: 'Google', reason: 'The platform did not answer.' }, reason: null }),
      ]);
    });
  });

  describe('replies', () => {
    async function replyIn(me: Owner, values: Partial<typeof aiResponses.$inferInsert>, reviewerName = 'Anna Jensen') {
      const review = await seedReview(db(), me, { reviewerName, rating: 2, reviewedAt: new Date(now.getTime() - 40 * DAY), createdAt: new Date(now.getTime() - 40 * DAY) });
      const response = await seedResponse(db(), review, { updatedAt: new Date(now.getTime() - MINUTE), ...values });
      return { review, response };
    }

    it('reports a reply that failed to post, with the reviewer and the reason, and opens its review', async () => {
      now = new Date();
      const me = await owner();
      await connect(me);
      const reason = 'The review no longer exists on the platform.';
      const reasonCode = { code: 'reviewGone', params: { platform: 'google' } } as const;
      const { review, response } = await replyIn(me, { status: 'failed', statusReason: reason, statusReasonCode: reasonCode });
      expect(await list(me.cookie)).toEqual([
        {
          id: `replyFailed:${response.id}:${response.updatedAt.getTime()}`,
          type: 'warning',
          code: 'replyFailed',
          params: { reviewer: 'Anna Jensen', reason },
          action: { code: 'open', to: `/reviews?review=${review.id}` },
          createdAt: response.updatedAt.toISOString(),
          reason: reasonCode,
        },
      ]);
      // Approved again (and posted): gone.
      await db().update(aiResponses).set({ status: 'posted', statusReason: null, statusReasonCode: null }).where(eq(aiResponses.id, response.id));
      expect(await list(me.cookie)).toEqual([]);
    });

    it('names the review\'s location once the owner has several', async () => {
      now = new Date();
      const me = await owner();
      await connect(me);
      const [hotel] = await db().insert(businesses).values({ userId: me.userId, name: 'Hotel Havblik', industry: 'hotel' }).returning();
      await replyIn({ ...me, businessId: hotel!.id }, { status: 'failed', statusReason: 'Down.' }, 'Bo Hansen');
      expect((await only(me.cookie, 'replyFailed')).map((n) => n.params)).toEqual([{ reviewer: 'Bo Hansen', reason: 'Down.', location: 'Hotel Havblik' }]);
    });

    it('tells a reply the platform\'s moderation rejected from one that failed to post', async () => {
      now = new Date();
      const me = await owner();
      await connect(me);
      const reason = 'Google did not publish this reply (OFF_TOPIC). Edit it and approve again.';
      const reasonCode = { code: 'moderationRejected', params: { platform: 'google', violation: 'OFF_TOPIC' } } as const;
      const { review } = await replyIn(me, { status: 'failed', statusReason: reason, statusReasonCode: reasonCode }, 'Bo Hansen');
      // The code tells them apart, not the English words: a row older than reasons reads as a failed post.
      const older = await replyIn(me, { status: 'failed', statusReason: reason, updatedAt: new Date(now.getTime() - 2 * MINUTE) }, 'Eva Holm');
      expect(await list(me.cookie)).toEqual([
        expect.objectContaining({
          code: 'replyRejected',
          type: 'warning',
          params: { reviewer: 'Bo Hansen', reason },
          action: { code: 'open', to: `/reviews?review=${review.id}` },
          reason: reasonCode,
        }),
        expect.objectContaining({ code: 'replyFailed', params: { reviewer: 'Eva Holm', reason }, action: { code: 'open', to: `/reviews?review=${older.review.id}` }, reason: null }),
      ]);
    });

    it('reports a reply that came back to the owner, and not a plain draft', async () => {
      now = new Date();
      const me = await owner();
      await connect(me);
      const reason = 'The review was edited after this reply was written. Check the reply and approve again.';
      const returned = await replyIn(me, { status: 'pending', statusReason: reason });
      await replyIn(me, { status: 'pending', statusReason: null });
      await replyIn(me, { status: 'approved' });
      await replyIn(me, { status: 'posted' });
      await replyIn(me, { status: 'rejected' });
      expect(await list(me.cookie)).toEqual([
        expect.objectContaining({
          id: `replyReturned:${returned.response.id}:${returned.response.updatedAt.getTime()}`,
          code: 'replyReturned',
          params: { reviewer: 'Anna Jensen', reason },
        }),
      ]);
      // The owner edits it: their edit clears the reason (drafts.service).
      await db().update(aiResponses).set({ statusReason: null }).where(eq(aiResponses.id, returned.response.id));
      expect(await list(me.cookie)).toEqual([]);
    });

    it('comes back with a new id when a dismissed reply fails again', async () => {
      now = new Date();
      const me = await owner();
      await connect(me);
      const { response } = await replyIn(me, { status: 'failed', statusReason: 'The platform did not answer.' });
      const [first] = await list(me.cookie);
      expect((await dismiss(me.cookie, first!.id)).statusCode).toBe(204);
      expect(await list(me.cookie)).toEqual([]);

      // Approved again; the post fails again (each settle writes updatedAt).
      const again = new Date(now.getTime() + MINUTE);
      await db().update(aiResponses).set({ status: 'failed', updatedAt: again }).where(eq(aiResponses.id, response.id));
      const [second] = await list(me.cookie);
      expect(second).toMatchObject({ id: `replyFailed:${response.id}:${again.getTime()}`, code: 'replyFailed' });
    });

    it(`lists at most ${MAX_REPLY_NOTIFICATIONS} reply notifications, newest first`, async () => {
      now = new Date();
      const me = await owner();
      await connect(me);
      const made = [];
      for (let i = 0; i < MAX_REPLY_NOTIFICATIONS + 3; i++) {
        made.push((await replyIn(me, { status: 'failed', statusReason: 'Down.', updatedAt: new Date(now.getTime() - (i + 1) * MINUTE) })).response);
      }
      const listed = await list(me.cookie);
      expect(listed.map((n) => n.id)).toEqual(made.slice(0, MAX_REPLY_NOTIFICATIONS).map((r) => `replyFailed:${r.id}:${r.updatedAt.getTime()}`));
      // Dismissing one makes room for the next.
      expect((await dismiss(me.cookie, listed[0]!.id)).statusCode).toBe(204);
      expect((await list(me.cookie)).at(-1)!.id).toBe(`replyFailed:${made[MAX_REPLY_NOTIFICATIONS]!.id}:${made[MAX_REPLY_NOTIFICATIONS]!.updatedAt.getTime()}`);
    });
  });

  describe('new 1-2 star reviews', () => {
    const arrived = (me: Owner, rating: number, at: Date, writtenAt = at) =>
      seedReview(db(), me, { rating, createdAt: at, reviewedAt: writtenAt, reviewerName: `Guest ${rating}` });

    it('counts those that arrived since the panel was opened, and links to the inbox filtered to them', async () => {
      now = new Date(Date.now() + HOUR);
      const me = await owner();
      await connect(me);
      const newest = new Date(now.getTime() - 2 * MINUTE);
      await arrived(me, 1, new Date(now.getTime() - 5 * MINUTE));
      await arrived(me, 2, newest);
      await arrived(me, 3, new Date(now.getTime() - 3 * MINUTE));
      await arrived(me, 5, new Date(now.getTime() - 3 * MINUTE));
      // Written two months before it reached us: the backlog of a first sync, not news.
      await arrived(me, 1, new Date(now.getTime() - MINUTE), new Date(now.getTime() - 60 * DAY));
      expect(await list(me.cookie)).toEqual([
        {
          id: `newNegativeReviews:${newest.getTime()}`,
          type: 'warning',
          code: 'newNegativeReviews',
          params: { count: 2 },
          action: { code: 'review', to: '/reviews?stars=1,2' },
          createdAt: newest.toISOString(),
        },
      ]);
    });

    it('before the first opening, reaches back 7 days and not before the account existed', async () => {
      now = new Date(Date.now() + 30 * DAY);
      const me = await owner();
      await connect(me);
      // The account was created about 30 days before `now`: only the last 7 days count.
      await arrived(me, 1, new Date(now.getTime() - 8 * DAY));
      expect(await list(me.cookie)).toEqual([]);
      await arrived(me, 2, new Date(now.getTime() - 6 * DAY));
      expect(await only(me.cookie, 'newNegativeReviews')).toEqual([expect.objectContaining({ params: { count: 1 } })]);

      now = new Date();
      const fresh = await owner();
      await connect(fresh);
      await arrived(fresh, 1, new Date(now.getTime() - DAY));
      expect(await list(fresh.cookie)).toEqual([]);
    });

    it('stays while the panel is open, is gone after that visit, and a newer one comes back', async () => {
      now = new Date(Date.now() + HOUR);
      const me = await owner();
      await connect(me);
      await arrived(me, 1, new Date(now.getTime() - 5 * MINUTE));
      expect((await opened(me.cookie)).statusCode).toBe(204);
      // Read while the panel is open: still there.
      now = new Date(now.getTime() + MINUTE);
      expect(await only(me.cookie, 'newNegativeReviews')).toHaveLength(1);
      // Opened and closed again within the same visit: still the same visit.
      expect((await opened(me.cookie)).statusCode).toBe(204);
      expect(await only(me.cookie, 'newNegativeReviews')).toHaveLength(1);

      // The visit is over: seen.
      now = new Date(now.getTime() + VISIT_MS);
      expect(await list(me.cookie)).toEqual([]);

      // A new one arrives, and counts alone until the next visit is over.
      const later = new Date(now.getTime() + MINUTE);
      now = new Date(now.getTime() + 2 * MINUTE);
      await arrived(me, 2, later);
      expect(await only(me.cookie, 'newNegativeReviews')).toEqual([expect.objectContaining({ id: `newNegativeReviews:${later.getTime()}`, params: { count: 1 } })]);
      expect((await opened(me.cookie)).statusCode).toBe(204);
      now = new Date(now.getTime() + MINUTE);
      expect(await only(me.cookie, 'newNegativeReviews')).toHaveLength(1);
      now = new Date(now.getTime() + VISIT_MS);
      expect(await list(me.cookie)).toEqual([]);
    });

    it('a dismissed count comes back when another negative review arrives', async () => {
      now = new Date(Date.now() + HOUR);
      const me = await owner();
      await connect(me);
      await arrived(me, 1, new Date(now.getTime() - 5 * MINUTE));
      const [first] = await list(me.cookie);
      expect((await dismiss(me.cookie, first!.id)).statusCode).toBe(204);
      expect(await list(me.cookie)).toEqual([]);
      await arrived(me, 2, new Date(now.getTime() - MINUTE));
      expect(await list(me.cookie)).toEqual([expect.objectContaining({ code: 'newNegativeReviews', params: { count: 2 } })]);
    });

    it('with several locations, counts each location apart, names it and leads to its inbox', async () => {
      now = new Date(Date.now() + HOUR);
      const me = await owner();
      await connect(me);
      const [hotel] = await db().insert(businesses).values({ userId: me.userId, name: 'Hotel Havblik', industry: 'hotel' }).returning();
      const atHotel = { ...me, businessId: hotel!.id };
      const cafeNewest = new Date(now.getTime() - 4 * MINUTE);
      const hotelNewest = new Date(now.getTime() - 2 * MINUTE);
      await arrived(me, 1, new Date(now.getTime() - 6 * MINUTE));
      await arrived(me, 2, cafeNewest);
      await arrived(atHotel, 1, hotelNewest);
      await arrived(atHotel, 4, new Date(now.getTime() - MINUTE));
      expect(await only(me.cookie, 'newNegativeReviews')).toEqual([
        {
          id: `newNegativeReviews:${hotel!.id}:${hotelNewest.getTime()}`,
          type: 'warning',
          code: 'newNegativeReviews',
          params: { count: 1, location: 'Hotel Havblik' },
          action: { code: 'review', to: `/reviews?stars=1,2&location=${hotel!.id}` },
          createdAt: hotelNewest.toISOString(),
        },
        {
          id: `newNegativeReviews:${me.businessId}:${cafeNewest.getTime()}`,
          type: 'warning',
          code: 'newNegativeReviews',
          params: { count: 2, location: 'Café Solsikke' },
          action: { code: 'review', to: `/reviews?stars=1,2&location=${me.businessId}` },
          createdAt: cafeNewest.toISOString(),
        },
      ]);
      // Dismissing one location's count leaves the other's.
      expect((await dismiss(me.cookie, `newNegativeReviews:${hotel!.id}:${hotelNewest.getTime()}`)).statusCode).toBe(204);
      expect((await only(me.cookie, 'newNegativeReviews')).map((n) => n.params.location)).toEqual(['Café Solsikke']);
    });
  });

  describe('auto-approved replies scheduled today', () => {
    it('counts those still to go out today in the user\'s zone, with the first at HH:MM there', async () => {
      // 09:00 in New York.
      now = new Date('2026-11-25T14:00:00Z');
      const me = await owner();
      await connect(me);
      await db().update(settings).set({ timeZone: 'America/New_York' }).where(eq(settings.userId, me.userId));
      const scheduled = async (at: string, status: 'approved' | 'posted' = 'approved') => {
        const review = await seedReview(db(), me, { rating: 5, reviewedAt: new Date(now.getTime() - DAY), createdAt: new Date(now.getTime() - DAY) });
        return seedResponse(db(), review, { status, scheduledFor: new Date(at) });
      };
      const first = await scheduled('2026-11-25T20:30:00Z'); // 15:30 New York
      await scheduled('2026-11-26T04:59:00Z'); // 23:59 New York, still today
      await scheduled('2026-11-26T05:00:00Z'); // 00:00 tomorrow in New York
      await scheduled('2026-11-25T13:00:00Z', 'posted'); // 08:00, already out
      await seedResponse(db(), await seedReview(db(), me, { rating: 5, createdAt: now }), { status: 'approved', scheduledFor: null }); // the owner's own approval
      expect(await list(me.cookie)).toEqual([
        {
          id: 'scheduledToday:2026-11-25',
          type: 'success',
          code: 'scheduledToday',
          params: { count: 2, time: '15:30' },
          action: null,
          createdAt: '2026-11-25T05:00:00.000Z',
        },
      ]);

      // Dismissed for the day, however the count moves.
      expect((await dismiss(me.cookie, 'scheduledToday:2026-11-25')).statusCode).toBe(204);
      await db().update(aiResponses).set({ status: 'posted' }).where(eq(aiResponses.id, first.id));
      expect(await list(me.cookie)).toEqual([]);

      // The next day is a new day.
      now = new Date('2026-11-26T14:00:00Z');
      await scheduled('2026-11-26T16:05:00Z');
      expect(await list(me.cookie)).toEqual([expect.objectContaining({ id: 'scheduledToday:2026-11-26', params: { count: 1, time: '11:05' } })]);

      // All posted: nothing to tell.
      await db().update(aiResponses).set({ status: 'posted' }).where(eq(aiResponses.userId, me.userId));
      expect(await list(me.cookie)).toEqual([]);
    });
  });

  it('orders warnings first, newest first', async () => {
    now = new Date(Date.now() + HOUR);
    const me = await owner();
    await connect(me, { lastSyncError: 'Down.', lastSyncAt: new Date(now.getTime() - 3 * DAY) });
    const review = await seedReview(db(), me, { rating: 1, createdAt: new Date(now.getTime() - MINUTE) });
    await seedResponse(db(), review, { status: 'approved', scheduledFor: new Date(now.getTime() + 5 * MINUTE) });
    await seedResponse(db(), await seedReview(db(), me, { rating: 4, createdAt: new Date(now.getTime() - DAY) }), {
      status: 'failed',
      statusReason: 'Down.',
      updatedAt: new Date(now.getTime() - DAY),
    });
    const listed = await codes(me.cookie);
    // scheduledToday only when 5 minutes from now is still today in Copenhagen.
    expect(listed.slice(0, 3)).toEqual(['newNegativeReviews', 'replyFailed', 'syncFailed']);
    expect(listed.slice(3).every((code) => code === 'scheduledToday')).toBe(true);
  });
});

describe('another account', () => {
  it('never shows another user\'s states, and its ids cannot be dismissed from here', async () => {
    now = new Date(Date.now() + HOUR);
    const me = await owner();
    await connect(me);
    const other = await owner();
    await connect(other, { isActive: false, lastSyncError: 'Revoked' });
    await connect(other, { lastSyncError: 'Down.' });
    await connect(other, { tokenExpiry: new Date(now.getTime() + DAY) });
    const review = await seedReview(db(), other, { rating: 1, createdAt: now });
    await seedResponse(db(), review, { status: 'failed', statusReason: 'Down.' });
    await seedResponse(db(), await seedReview(db(), other, { rating: 5, createdAt: now }), { status: 'approved', scheduledFor: new Date(now.getTime() + MINUTE) });

    expect(await list(me.cookie)).toEqual([]);
    const theirs = await list(other.cookie);
    expect(theirs.length).toBeGreaterThanOrEqual(5);
    for (const notification of theirs) {
      const answer = await dismiss(me.cookie, notification.id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect(await list(other.cookie)).toEqual(theirs);
  });
});

describe('POST /api/luna/notifications/:id/dismiss', () => {
  it('keeps a dismissal for the user on every session, and answers 204 again for the same id', async () => {
    now = new Date();
    const me = await owner();
    expect(await codes(me.cookie)).toEqual(['noPlatform']);
    const answer = await dismiss(me.cookie, 'noPlatform');
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    expect(await list(me.cookie)).toEqual([]);
    // A second request, and another device's session.
    expect(await list(me.cookie)).toEqual([]);
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: me.email, password: 'correct horse battery' } });
    const otherDevice = sessionCookieOf(login);
    expect(otherDevice).not.toBe(me.cookie);
    expect(await list(otherDevice)).toEqual([]);
    expect((await dismiss(otherDevice, 'noPlatform')).statusCode).toBe(204);
  });

  it('answers 400 for what cannot be an id and 404 for an id this account does not have', async () => {
    now = new Date();
    const me = await owner();
    for (const id of ['nonsense', 'noPlatform:', 'replyFailed:<script>', 'toString', 'noPlatform:x:']) {
      const answer = await dismiss(me.cookie, id);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json().message, id).toEqual(expect.any(String));
    }
    for (const id of ['replyFailed:3f2b1c1e-7a0e-4c1e-9d7e-4f8a1b2c3d4e:1764000000000', 'scheduledToday:2020-01-01', 'connectionBroken:abc']) {
      const answer = await dismiss(me.cookie, id);
      expect(answer.statusCode, id).toBe(404);
      expect(answer.json().message, id).toMatch(/no such notification/i);
    }
    // Longer than any id (Fastify's router limit for a path parameter is 100 characters).
    const long = await dismiss(me.cookie, `noPlatform:${'x'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ message: expect.any(String) });
    expect(await t.ctx.database.query(`SELECT * FROM luna_dismissals`)).toEqual([]);
    expect(await codes(me.cookie)).toEqual(['noPlatform']);
  });

  it('forgets dismissals of states that are gone, at the next dismissal', async () => {
    now = new Date();
    const me = await owner();
    expect((await dismiss(me.cookie, 'noPlatform')).statusCode).toBe(204);
    const connection = await connect(me, { lastSyncError: 'Down.' });
    const [failed] = await list(me.cookie);
    expect((await dismiss(me.cookie, failed!.id)).statusCode).toBe(204);
    const kept = await db().select({ id: lunaDismissals.notificationId }).from(lunaDismissals).where(eq(lunaDismissals.userId, me.userId));
    expect(kept).toEqual([{ id: `syncFailed:${connection.id}:${connection.lastSyncAt!.getTime()}` }]);
  });
});

describe('deleting a user', () => {
  it('deletes their dismissals and panel visits', async () => {
    now = new Date();
    const me = await owner();
    const other = await owner();
    for (const who of [me, other]) {
      expect((await dismiss(who.cookie, 'noPlatform')).statusCode).toBe(204);
      expect((await opened(who.cookie)).statusCode).toBe(204);
    }
    await db().delete(users).where(eq(users.id, me.userId));
    expect(await db().select().from(lunaDismissals)).toEqual([expect.objectContaining({ userId: other.userId })]);
    expect(await db().select().from(lunaPanelVisits)).toEqual([expect.objectContaining({ userId: other.userId })]);
  });
});

