import { and, eq, isNull, sql } from 'drizzle-orm';
import { aiResponses, reviews } from '@server/db/schema';
import { importReviewsWithDrafts } from '@server/test/google-fixture';
import { useTestApp } from '@server/test/test-app';

const t = useTestApp({}, { googleEmulator: { autoConsent: true } });

beforeEach(() => {
  t.emulator.state.reset();
});

type Listed = {
  id: string;
  rating: number | null;
  reviewerName: string;
  aiResponse?: { id: string; status: string; responseText: string; statusReason: string | null; warnings: unknown[]; language: string };
};

/** An owner with Google connected, the first location imported and every reply drafted. */
async function ownerWithDrafts() {
  const owner = await t.signUp();
  await importReviewsWithDrafts(t, owner.cookie, owner.userId);
  const listed = (await t.request({ method: 'GET', url: '/api/reviews/pending', cookie: owner.cookie })).json() as Listed[];
  // Drafts a guardrail held wait for the owner; these tests work with the ones ready to post.
  const ready = listed.filter((review) => review.aiResponse && review.aiResponse.statusReason === null && review.aiResponse.warnings.length === 0);
  return { ...owner, listed, ready };
}

const responseRow = async (id: string) => (await t.ctx.database.db.select().from(aiResponses).where(eq(aiResponses.id, id)))[0]!;
const reviewOf = async (responseId: string) => {
  const [row] = await t.ctx.database.db.select({ review: reviews }).from(reviews).innerJoin(aiResponses, eq(aiResponses.reviewId, reviews.id)).where(eq(aiResponses.id, responseId));
  return row!.review;
};
const putsFor = (reviewName: string) =>
  t.emulator.state.snapshot().replyCalls.filter((call) => call.method === 'PUT' && call.reviewName === reviewName && call.status === 200);

const ROUTES = [
  { method: 'PATCH', url: '/api/ai-responses/00000000-0000-4000-8000-000000000000', payload: { responseText: 'Hello there' } },
  { method: 'POST', url: '/api/ai-responses/00000000-0000-4000-8000-000000000000/approve' },
  { method: 'POST', url: '/api/ai-responses/00000000-0000-4000-8000-000000000000/reject' },
  { method: 'POST', url: '/api/ai-responses/bulk-approve', payload: { responseIds: ['00000000-0000-4000-8000-000000000000'] } },
] as const;

describe('the replies API', () => {
  it.each(ROUTES)('$method $url answers 401 without a session', async (route) => {
    const response = await t.request({ ...route });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it.each(ROUTES)("$method $url answers 404 for another account's reply, which stays as it was", async (route) => {
    const owner = await ownerWithDrafts();
    const target = owner.ready[0]!.aiResponse!;
    const stranger = await t.signUp();
    const url = route.url.replace('00000000-0000-4000-8000-000000000000', target.id);
    const payload = 'payload' in route && 'responseIds' in route.payload ? { responseIds: [target.id] } : 'payload' in route ? route.payload : undefined;
    const response = await t.request({ method: route.method, url, cookie: stranger.cookie, ...(payload ? { payload } : {}) });
    if (url.endsWith('bulk-approve')) expect(response.json()).toEqual({ approved: 0, failed: 0 });
    else expect(response.statusCode).toBe(404);
    expect(await responseRow(target.id)).toMatchObject({ status: 'pending', responseText: target.responseText });
    expect(t.emulator.state.snapshot().replyCalls).toEqual([]);
  });

  it('answers 400, not 500, to a malformed id', async () => {
    const { cookie } = await t.signUp();
    for (const url of ['/api/ai-responses/not-an-id/approve', '/api/ai-responses/1%27%20OR%201=1/reject']) {
      const response = await t.request({ method: 'POST', url, cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  describe('PATCH /api/ai-responses/{id}', () => {
    it("saves the owner's words as they wrote them, without warnings when the guardrails notice nothing", async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const review = ready.find((candidate) => candidate.rating === 5 && candidate.aiResponse!.language === 'en')!;
      const text = `Thank you so much for the lovely review, ${review.reviewerName.split(' ')[0]}! We hope to see you again very soon.`;
      const response = await t.request({ method: 'PATCH', url: `/api/ai-responses/${review.aiResponse!.id}`, cookie, payload: { responseText: `  ${text}  ` } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: review.aiResponse!.id, responseText: text, status: 'pending', statusReason: null, warnings: [], editedByOwner: true });
      expect((await responseRow(review.aiResponse!.id)).responseText).toBe(text);
    });

    it("keeps the owner's promise, phone number and other language, and says what the guardrails noticed", async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const [first, second, third] = ready.filter((review) => review.aiResponse!.language === 'en');
      const promise = `Hi ${first!.reviewerName.split(' ')[0]}, thanks a lot for taking the time to write, we will call you about this tomorrow morning. Best, Mette`;
      const saved = await t.request({ method: 'PATCH', url: `/api/ai-responses/${first!.aiResponse!.id}`, cookie, payload: { responseText: promise } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ responseText: promise, status: 'pending', editedByOwner: true, warnings: [{ rule: 'commitments', kind: 'date', detail: 'tomorrow' }] });

      const phone = 'Thank you for visiting us! Call us any time on +45 12 34 56 78 and we will sort it out.';
      const withPhone = (await t.request({ method: 'PATCH', url: `/api/ai-responses/${second!.aiResponse!.id}`, cookie, payload: { responseText: phone } })).json();
      expect(withPhone.warnings).toContainEqual({ rule: 'personal_data', kind: 'phone', detail: '+45 12 34 56 78' });

      const danish = 'Tusind tak for den fine anmeldelse, vi glæder os meget til at se dig igen snart!';
      const inDanish = (await t.request({ method: 'PATCH', url: `/api/ai-responses/${third!.aiResponse!.id}`, cookie, payload: { responseText: danish } })).json();
      expect(inDanish).toMatchObject({ responseText: danish, warnings: [{ rule: 'language', kind: 'other', params: { detected: 'da', expected: 'en' } }] });
      expect((await responseRow(third!.aiResponse!.id)).responseText).toBe(danish);
    });

    it("saves the same short thank-you on a second review with a warning, and posts the owner's words as written", async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const [first, second] = ready.filter((review) => review.aiResponse!.language === 'en');
      const thanks = 'Thank you so much for your lovely review, it really made our day. Hope to see you again soon!';
      expect((await t.request({ method: 'PATCH', url: `/api/ai-responses/${first!.aiResponse!.id}`, cookie, payload: { responseText: thanks } })).json().warnings).toEqual([]);
      const again = await t.request({ method: 'PATCH', url: `/api/ai-responses/${second!.aiResponse!.id}`, cookie, payload: { responseText: thanks } });
      expect(again.statusCode).toBe(200);
      expect(again.json().warnings).toContainEqual(expect.objectContaining({ rule: 'repetition', kind: 'similar' }));

      const posted = await t.request({ method: 'POST', url: `/api/ai-responses/${second!.aiResponse!.id}/approve`, cookie });
      expect(posted.json()).toMatchObject({ status: 'posted', responseText: thanks });
      expect(putsFor((await reviewOf(second!.aiResponse!.id)).platformReviewId).map((call) => call.body)).toEqual([{ comment: thanks }]);
    });

    it.each([
      ['empty', '   ', /responseText/],
      ['over-long', 'word '.repeat(900), /at most 4000 characters/],
      ['over Google’s 4,096 bytes', 'æøå '.repeat(999), /4096/],
    ])('refuses a reply that is %s with 400 and keeps the stored one', async (_label, responseText, message) => {
      const { cookie, ready } = await ownerWithDrafts();
      const target = ready.find((review) => review.aiResponse!.language === 'en')!.aiResponse!;
      const response = await t.request({ method: 'PATCH', url: `/api/ai-responses/${target.id}`, cookie, payload: { responseText } });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toMatch(message);
      expect((await responseRow(target.id)).responseText).toBe(target.responseText);
    });

    it('refuses to edit a posted reply with 409', async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const target = ready[0]!.aiResponse!;
      expect((await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie })).json().status).toBe('posted');
      const response = await t.request({ method: 'PATCH', url: `/api/ai-responses/${target.id}`, cookie, payload: { responseText: 'Thank you for the review, we really appreciate it a lot!' } });
      expect(response.statusCode).toBe(409);
      expect((await responseRow(target.id)).responseText).toBe(target.responseText);
    });
  });

  describe('POST /api/ai-responses/{id}/approve', () => {
    it('posts the reply on Google at once, and a second click posts nothing more', async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const target = ready[0]!.aiResponse!;
      const first = await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ id: target.id, status: 'posted', postedAt: expect.any(String) });
      const review = await reviewOf(target.id);
      expect(t.emulator.state.store.review(review.platformReviewId)!.review.reviewReply!.comment).toBe(target.responseText);
      expect((await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie })).json().status).toBe('posted');
      expect(putsFor(review.platformReviewId)).toHaveLength(1);
      // Posted replies leave the inbox for History.
      const pending = (await t.request({ method: 'GET', url: '/api/reviews/pending', cookie })).json() as Listed[];
      expect(pending.some((item) => item.aiResponse?.id === target.id)).toBe(false);
    });

    it('marks a reply Google refuses as failed with the reason, and posts it when approved again', async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const target = ready[0]!.aiResponse!;
      const review = await reviewOf(target.id);
      t.emulator.state.setFailures({ revokeTokens: true });
      const refused = await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie });
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toEqual(expect.any(String));
      // The answer carries the reason too, so the toast words it in the owner's language.
      expect(refused.json().reason).toEqual({ code: 'postFailed', params: { platform: 'google', problem: 'invalid_grant' } });
      expect(await responseRow(target.id)).toMatchObject({ status: 'failed', statusReason: refused.json().message });
      // A failed reply is still waiting in the inbox, with its reason.
      const pending = (await t.request({ method: 'GET', url: '/api/reviews/pending', cookie })).json() as Listed[];
      expect(pending.find((item) => item.aiResponse?.id === target.id)!.aiResponse).toMatchObject({
        status: 'failed',
        statusReason: refused.json().message,
        statusReasonCode: { code: 'postFailed', params: { platform: 'google', problem: 'invalid_grant' } },
      });

      // The owner reconnects Google (Platforms → Reconnect) and approves again.
      const [business] = (await t.request({ method: 'GET', url: '/api/businesses', cookie })).json() as Array<{ id: string }>;
      const start = await t.request({ method: 'GET', url: `/api/auth/google/connect/${business!.id}`, cookie });
      const back = new URL((await fetch(start.json().authUrl, { redirect: 'manual' })).headers.get('location')!);
      expect((await t.request({ method: 'GET', url: `${back.pathname}${back.search}`, cookie })).headers.location).toBe('/platforms?success=google_connected');
      const again = await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie });
      expect(again.json()).toMatchObject({ status: 'posted', statusReason: null, statusReasonCode: null });
      expect(putsFor(review.platformReviewId)).toHaveLength(1);
    });

    it('refuses a rejected reply with 409', async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const target = ready[0]!.aiResponse!;
      await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/reject`, cookie });
      const response = await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie });
      expect(response.statusCode).toBe(409);
      expect(t.emulator.state.snapshot().replyCalls).toEqual([]);
    });
  });

  describe('POST /api/ai-responses/bulk-approve', () => {
    it('approves and posts only the pending replies it is given, and answers how many', async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const [posted, rejected, ...rest] = ready.map((review) => review.aiResponse!.id);
      const chosen = rest.slice(0, 3);
      await t.request({ method: 'POST', url: `/api/ai-responses/${posted}/approve`, cookie });
      await t.request({ method: 'POST', url: `/api/ai-responses/${rejected}/reject`, cookie });

      const response = await t.request({ method: 'POST', url: '/api/ai-responses/bulk-approve', cookie, payload: { responseIds: [posted, rejected, ...chosen] } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ approved: 3, failed: 0 });
      for (const id of chosen) {
        expect((await responseRow(id)).status).toBe('posted');
        expect(putsFor((await reviewOf(id)).platformReviewId)).toHaveLength(1);
      }
      expect((await responseRow(rejected!)).status).toBe('rejected');
      expect(putsFor((await reviewOf(posted!)).platformReviewId)).toHaveLength(1);
    });

    it('answers 400 to an empty or malformed list', async () => {
      const { cookie } = await t.signUp();
      for (const payload of [{ responseIds: [] }, { responseIds: ['nope'] }, { ids: [] }, []]) {
        const response = await t.request({ method: 'POST', url: '/api/ai-responses/bulk-approve', cookie, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
    });
  });

  describe('POST /api/ai-responses/{id}/reject', () => {
    it('rejects a reply: it leaves the inbox for History with that status, and nothing is posted', async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const target = ready[0]!.aiResponse!;
      const response = await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/reject`, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: target.id, status: 'rejected' });
      const history = (await t.request({ method: 'GET', url: '/api/reviews/history?status=rejected', cookie })).json() as Listed[];
      expect(history.map((item) => item.aiResponse!.id)).toEqual([target.id]);
      expect(t.emulator.state.snapshot().replyCalls).toEqual([]);
    });

    it('refuses to reject a posted reply with 409', async () => {
      const { cookie, ready } = await ownerWithDrafts();
      const target = ready[0]!.aiResponse!;
      await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie });
      const response = await t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/reject`, cookie });
      expect(response.statusCode).toBe(409);
      expect((await responseRow(target.id)).status).toBe('posted');
    });
  });

  it('posts a reply exactly once when approve, a double click and bulk approve race', async () => {
    const { cookie, ready } = await ownerWithDrafts();
    const target = ready[0]!.aiResponse!;
    const approve = () => t.request({ method: 'POST', url: `/api/ai-responses/${target.id}/approve`, cookie });
    const answers = await Promise.all([
      approve(),
      approve(),
      t.request({ method: 'POST', url: '/api/ai-responses/bulk-approve', cookie, payload: { responseIds: [target.id] } }),
      approve(),
    ]);
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await responseRow(target.id)).toMatchObject({ status: 'posted' });
    expect(putsFor((await reviewOf(target.id)).platformReviewId)).toHaveLength(1);
    // Any review of the owner still unanswered on Google got nothing from this race.
    const [others] = await t.ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(isNull(reviews.platformReplyText), eq(reviews.userId, (await reviewOf(target.id)).userId)));
    expect(others!.n).toBeGreaterThan(0);
  });
});
