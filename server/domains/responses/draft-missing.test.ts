import { eq } from 'drizzle-orm';
import { aiResponses, businesses, reviews } from '@server/db/schema';
import { seedResponse, seedReview, seedUser } from '@server/test/seed';
import { useTestApp } from '@server/test/test-app';
import { draftMissingForUser } from './drafts.service';

const t = useTestApp();

const LANGUAGE_SAMPLES = [
  { reviewerName: 'Mette Hansen', reviewText: 'Dejlig kaffe og super venligt personale, vi kommer helt sikkert igen!', rating: 5, language: 'da' },
  { reviewerName: 'Hans Müller', reviewText: 'Das Essen war kalt und wir haben fast eine Stunde gewartet. Schade.', rating: 2, language: 'de' },
  { reviewerName: 'Sofia Lind', reviewText: 'Mysig stämning och jättegott bröd, personalen var trevlig.', rating: 4, language: 'sv' },
];

describe('drafting the replies an import is missing', () => {
  it('drafts every unanswered review once, in its own language, leaving answered and drafted ones alone', async () => {
    const { db } = t.ctx.database;
    const owner = await seedUser(db);
    for (const sample of LANGUAGE_SAMPLES) await seedReview(db, owner, sample);
    const answeredOnGoogle = await seedReview(db, owner, { platformReplyText: 'Thanks, from the owner' });
    const alreadyDrafted = await seedReview(db, owner);
    const existing = await seedResponse(db, alreadyDrafted);

    const drafted = await draftMissingForUser(t.ctx, owner.userId);
    expect(drafted).toHaveLength(LANGUAGE_SAMPLES.length);
    expect(await draftMissingForUser(t.ctx, owner.userId)).toEqual([]);

    const rows = await db.select({ review: reviews, response: aiResponses }).from(reviews).leftJoin(aiResponses, eq(aiResponses.reviewId, reviews.id)).where(eq(reviews.userId, owner.userId));
    for (const sample of LANGUAGE_SAMPLES) {
      const row = rows.find((candidate) => candidate.review.reviewerName === sample.reviewerName)!;
      expect(row.response).toMatchObject({ status: 'pending', language: sample.language });
      expect(row.review.language).toBe(sample.language);
      expect(JSON.parse(row.review.aiSummary!)).toHaveProperty('summary');
    }
    expect(rows.find((row) => row.review.id === answeredOnGoogle.id)!.response).toBeNull();
    expect(rows.find((row) => row.review.id === alreadyDrafted.id)!.response!.responseText).toBe(existing.responseText);
  });

  it("refreshes the planner's statistics after a bulk draft, so the inbox is planned for its real size", async () => {
    const { db } = t.ctx.database;
    const owner = await seedUser(db);
    for (let i = 0; i < 120; i++) await seedReview(db, owner, { reviewerName: `Guest ${i}`, reviewedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) });
    await draftMissingForUser(t.ctx, owner.userId);
    const [planned] = await t.ctx.database.query<{ rows: number }>(`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'ai_responses'`);
    expect(planned!.rows).toBe(120);
  });

  it("signs each location's drafts with its own name and signature, and answers its wordless reviews in its language", async () => {
    const { db } = t.ctx.database;
    const owner = await seedUser(db, { settings: { contactName: 'Mette', uiLanguage: 'en' } });
    const [hotel] = await db
      .insert(businesses)
      .values({ userId: owner.userId, name: 'Hotel Havblik', industry: 'hotel', contactName: 'Jonas fra receptionen', replyLanguage: 'da' })
      .returning();
    const text = 'Lovely stay, friendly staff and a great breakfast, thank you!';
    const atCafe = await seedReview(db, owner, { reviewerName: 'Anna Berg', reviewText: text });
    const atHotel = await seedReview(db, { ...owner, businessId: hotel!.id }, { reviewerName: 'Paul Smith', reviewText: text });
    const wordless = await seedReview(db, { ...owner, businessId: hotel!.id }, { reviewerName: 'Lars Holm', reviewText: null, rating: 5 });
    await draftMissingForUser(t.ctx, owner.userId);

    const replyTo = async (reviewId: string) => (await db.select().from(aiResponses).where(eq(aiResponses.reviewId, reviewId)))[0]!;
    const cafe = await replyTo(atCafe.id);
    expect(cafe.responseText).toContain('Mette');
    expect(cafe.responseText).not.toContain('Jonas');
    const hotelReply = await replyTo(atHotel.id);
    expect(hotelReply.responseText).toContain('Jonas fra receptionen');
    expect(hotelReply.responseText).not.toMatch(/Mette|Café Solsikke/);
    expect(hotelReply.language).toBe('en');
    expect((await replyTo(wordless.id)).language).toBe('da');
  });
});
