import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZLunaNotificationsResponseSchema, type TLunaNotification } from '@common/schemas/luna';
import { aiResponses, businesses, reviews } from '@server/db/schema';
import { postApprovedReply } from '@server/domains/responses/post-reply.service';
import { checkReplyModeration } from '@server/domains/responses/reply-moderation.service';
import { connectGoogle } from '@server/test/google-fixture';
import { useTestApp } from '@server/test/test-app';

/**
 * The states behind the connection and reply notifications, made by the product's own code against the
 * Google emulator (sync, posting, moderation, a revoked grant), so the notifications follow how those
 * states are really stored.
 */
const t = useTestApp({}, { googleEmulator: { autoConsent: true } });

beforeEach(() => {
  t.emulator.state.reset();
});

async function notifications(cookie: string, code?: TLunaNotification['code']) {
  const response = await t.request({ method: 'GET', url: '/api/luna/notifications', cookie });
  expect(response.statusCode).toBe(200);
  const all = ZLunaNotificationsResponseSchema.parse(response.json()).notifications;
  return code ? all.filter((n) => n.code === code) : all;
}

const sync = (cookie: string, connectionId: string) => t.request({ method: 'POST', url: `/api/connections/${connectionId}/sync`, cookie });

/** Connects Google and imports its reviews; the replies below are written for reviews without one. */
async function connectedOwner() {
  const owner = await t.signUp();
  expect((await notifications(owner.cookie)).map((n) => n.code)).toEqual(['noPlatform']);
  const { connectionId, businessId } = await connectGoogle(t, owner.cookie);
  expect((await sync(owner.cookie, connectionId)).statusCode).toBe(200);
  expect(await notifications(owner.cookie, 'noPlatform')).toEqual([]);
  return { ...owner, connectionId, businessId };
}

async function approvedReply(userId: string, text = 'Tusind tak for de pæne ord! Vi glæder os meget til at se dig igen snart.') {
  const [review] = await t.ctx.database.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), isNull(reviews.platformReplyText), isNull(reviews.replyStatus), sql`${reviews.reviewText} IS NOT NULL`))
    .limit(1);
  const [response] = await t.ctx.database.db
    .insert(aiResponses)
    .values({ reviewId: review!.id, userId, responseText: text, status: 'approved', tone: 'friendly', language: 'da' })
    .returning();
  return { review: review!, response: response! };
}

describe('notifications from states the product stores', () => {
  it('a failed sync, with the reason Google gave, until a sync succeeds', async () => {
    const owner = await connectedOwner();
    t.emulator.state.setFailures({ serviceDisabled: true });
    expect((await sync(owner.cookie, owner.connectionId)).statusCode).toBeGreaterThanOrEqual(400);
    expect(await notifications(owner.cookie, 'syncFailed')).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(new RegExp(`^syncFailed:${owner.connectionId}:\\d+$`)),
        params: { platform: 'Google', reason: expect.any(String) },
        reason: { code: 'syncFailed', params: { platform: 'google', problem: 'api_not_enabled' } },
      }),
    ]);
    t.emulator.state.setFailures({ serviceDisabled: null });
    expect((await sync(owner.cookie, owner.connectionId)).statusCode).toBe(200);
    expect(await notifications(owner.cookie, 'syncFailed')).toEqual([]);
  });

  it('names the location with the platform once the owner has several', async () => {
    const owner = await connectedOwner();
    await t.ctx.database.db.insert(businesses).values({ userId: owner.userId, name: 'Hotel Havblik', industry: 'hotel' });
    t.emulator.state.setFailures({ serviceDisabled: true });
    await sync(owner.cookie, owner.connectionId);
    expect(await notifications(owner.cookie, 'syncFailed')).toEqual([expect.objectContaining({ params: { platform: 'Google (Café Solsikke)', reason: expect.any(String) } })]);
    t.emulator.state.setFailures({ serviceDisabled: null });
  });

  it("a sync Google's quota refused, as rate limited", async () => {
    const owner = await connectedOwner();
    t.emulator.state.setFailures({ rateLimited: true });
    expect((await sync(owner.cookie, owner.connectionId)).statusCode).toBe(429);
    expect(await notifications(owner.cookie, 'syncFailed')).toEqual([
      expect.objectContaining({ reason: { code: 'syncFailed', params: { platform: 'google', problem: 'rate_limited' } } }),
    ]);
  });

  it('a revoked grant: the connection is broken (and not also a failed sync) until reconnected', async () => {
    const owner = await connectedOwner();
    t.emulator.state.setFailures({ revokeTokens: true });
    expect((await sync(owner.cookie, owner.connectionId)).statusCode).toBe(409);
    const broken = await notifications(owner.cookie);
    expect(broken.map((n) => n.code).filter((code) => code.startsWith('connection') || code === 'syncFailed')).toEqual(['connectionBroken']);

    // Reconnect the same location of the same business.
    const start = await t.request({ method: 'GET', url: `/api/auth/google/connect/${owner.businessId}`, cookie: owner.cookie });
    const consent = await fetch(start.json().authUrl, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect((await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie: owner.cookie })).headers.location).toBe('/platforms?success=google_connected');
    expect(await notifications(owner.cookie, 'connectionBroken')).toEqual([]);
  });

  it('a reply that failed to post, until it is approved again and posted', async () => {
    const owner = await connectedOwner();
    const { review, response } = await approvedReply(owner.userId);
    // Google fails the post on the worker's last attempt.
    t.emulator.state.setFailures({ replyErrors: 1, replyErrorStatus: 503 });
    const outcome = await postApprovedReply(t.ctx, response.id, { lastAttempt: true });
    expect(outcome).toMatchObject({ outcome: 'failed' });
    expect(await notifications(owner.cookie, 'replyFailed')).toEqual([
      expect.objectContaining({
        params: { reviewer: review.reviewerName, reason: outcome.outcome === 'failed' ? outcome.reason : '' },
        action: { code: 'open', to: `/reviews?review=${review.id}` },
        reason: { code: 'postFailed', params: { platform: 'google', problem: 'unavailable' } },
      }),
    ]);
    expect(await notifications(owner.cookie, 'replyRejected')).toEqual([]);

    const approved = await t.request({ method: 'POST', url: `/api/ai-responses/${response.id}/approve`, cookie: owner.cookie });
    expect(approved.json()).toMatchObject({ status: 'posted' });
    expect(await notifications(owner.cookie, 'replyFailed')).toEqual([]);
  });

  it("a reply Google's moderation rejected, with Google's reason, until approved again", async () => {
    const owner = await connectedOwner();
    const { review, response } = await approvedReply(owner.userId);
    t.emulator.state.setFailures({ rejectReplies: 'OFF_TOPIC' });
    expect(await postApprovedReply(t.ctx, response.id)).toEqual({ outcome: 'posted' });
    expect(await checkReplyModeration(t.ctx, response.id)).toBe('rejected');
    expect(await notifications(owner.cookie, 'replyFailed')).toEqual([]);
    expect(await notifications(owner.cookie, 'replyRejected')).toEqual([
      expect.objectContaining({
        type: 'warning',
        params: { reviewer: review.reviewerName, reason: expect.stringContaining('OFF_TOPIC') },
        action: { code: 'open', to: `/reviews?review=${review.id}` },
        reason: { code: 'moderationRejected', params: { platform: 'google', violation: 'OFF_TOPIC' } },
      }),
    ]);

    t.emulator.state.setFailures({ rejectReplies: null });
    const approved = await t.request({ method: 'POST', url: `/api/ai-responses/${response.id}/approve`, cookie: owner.cookie });
    expect(approved.json()).toMatchObject({ status: 'posted' });
    expect(await notifications(owner.cookie, 'replyRejected')).toEqual([]);
  });

  it('a reply that came back to the owner, until they edit it', async () => {
    const owner = await connectedOwner();
    const { review, response } = await approvedReply(owner.userId, 'Tusind tak for de pæne ord! Ring endelig til os på 12 34 56 78, hvis der er noget.');
    const outcome = await postApprovedReply(t.ctx, response.id);
    expect(outcome).toMatchObject({ outcome: 'returned' });
    expect(await notifications(owner.cookie, 'replyReturned')).toEqual([
      expect.objectContaining({
        params: { reviewer: review.reviewerName, reason: outcome.outcome === 'returned' ? outcome.reason : '' },
        action: { code: 'open', to: `/reviews?review=${review.id}` },
        reason: { code: 'guardrailHold', params: { finding: expect.objectContaining({ rule: 'personal_data', kind: 'phone' }) } },
      }),
    ]);

    const edited = await t.request({
      method: 'PATCH',
      url: `/api/ai-responses/${response.id}`,
      cookie: owner.cookie,
      payload: { responseText: 'Tusind tak for de pæne ord! Vi glæder os til at se dig igen.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ status: 'pending', statusReason: null, statusReasonCode: null });
    expect(await notifications(owner.cookie, 'replyReturned')).toEqual([]);
  });
});
