import { importReviewsWithDrafts } from '@server/test/google-fixture';
import { useTestApp } from '@server/test/test-app';

const t = useTestApp({}, { googleEmulator: { autoConsent: true } });

describe('the reviews inbox', () => {
  it('lists imported reviews with drafts in their own language, and posts an approved reply to Google once', async () => {
    const { cookie, userId } = await t.signUp();
    const { imported } = await importReviewsWithDrafts(t, cookie, userId);

    const page = await t.request({ method: 'GET', url: '/api/reviews/pending?page=1&pageSize=25', cookie });
    expect(page.statusCode).toBe(200);
    // Reviews the owner already answered on Google are not waiting for anything.
    const [answered] = await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE platform_reply_text IS NOT NULL');
    expect(answered!.n).toBeGreaterThan(0);
    expect(Number(page.headers['x-total-count'])).toBe(imported - answered!.n);
    const reviews = page.json() as Array<{ id: string; reviewText: string | null; language: string; aiResponse?: { id: string; responseText: string; language: string; status: string } }>;
    expect(reviews).toHaveLength(25);
    for (const review of reviews) {
      expect(review.aiResponse?.status).toBe('pending');
      if (review.reviewText && review.reviewText.length > 40) expect(review.aiResponse?.language).toBe(review.language);
    }

    const target = reviews.find((review) => review.aiResponse && !('statusReason' in review.aiResponse && review.aiResponse.statusReason))!;
    const approve = await t.request({ method: 'POST', url: `/api/ai-responses/${target.aiResponse!.id}/approve`, cookie });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().status).toBe('posted');
    const again = await t.request({ method: 'POST', url: `/api/ai-responses/${target.aiResponse!.id}/approve`, cookie });
    expect(again.json().status).toBe('posted');
    const replies = t.emulator.state.snapshot({}).replyCalls ?? [];
    expect(replies.filter((call: { method: string }) => call.method === 'PUT')).toHaveLength(1);

    const history = await t.request({ method: 'GET', url: '/api/reviews/history', cookie });
    expect(history.json()[0].aiResponse.status).toBe('posted');
  });
});
