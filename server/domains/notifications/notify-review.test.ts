import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import da from '@common/i18n/locales/da/notifications-mail.json';
import en from '@common/i18n/locales/en/notifications-mail.json';
import { useTestApp } from '@server/test/test-app';
import { notifyForNewReviews, notifyResponseGenerated } from './notify-review';
import { startSmtpCapture } from './testing/smtp-capture';
import { businesses } from '@server/db/schema';
import { seedResponse, seedReview, seedUser } from '@server/test/seed';

// The SMTP server must listen before the app reads SMTP_URL in useTestApp's beforeAll.
const smtp = await startSmtpCapture();

const ON = { emailNotifications: true } as const;

describe('review and reply notifications, sent over SMTP', () => {
  const t = useTestApp({ SMTP_URL: smtp.url });
  const db = () => t.ctx.database.db;
  const reviewLink = (id: string) => `http://localhost:5000/reviews?review=${id}`;

  beforeEach(() => smtp.clear());
  afterAll(() => smtp.close());

  it('goes through the SMTP transport', () => {
    expect(t.ctx.mailer.transport).toBe('smtp');
  });

  describe('notifyForNewReviews', () => {
    it('sends a new-review alert to the owner, with the review and a link to it', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyNewReview: true } });
      const review = await seedReview(db(), owner, { rating: 4, reviewText: 'Lovely coffee, a bit slow service.', reviewedAt: new Date('2026-06-09T10:00:00Z') });

      const summary = await notifyForNewReviews(t.ctx, [review.id]);

      expect(summary).toEqual({ sent: 1, failed: [] });
      expect(smtp.messages).toHaveLength(1);
      const [email] = smtp.messages;
      expect(email!.envelopeTo).toEqual([owner.email]);
      expect(email!.to).toBe(owner.email);
      expect(email!.subject).toBe('New review from Anna Jensen on Google');
      expect(email!.text).toContain(en.newReview.intro.replace('{{reviewer}}', 'Anna Jensen').replace('{{platform}}', 'Google'));
      expect(email!.text).toContain('Anna Jensen on Google, 09.06.2026');
      expect(email!.text).toContain('Rating: ★★★★☆ (4/5)');
      expect(email!.text).toContain('“Lovely coffee, a bit slow service.”');
      expect(email!.text).toContain(`${en.newReview.action}: ${reviewLink(review.id)}`);
      expect(email!.html).toContain(`href="${reviewLink(review.id)}"`);
      expect(email!.text).toContain('http://localhost:5000/notifications');
    });

    it('names the location in the subject and the byline for an owner with several, and in each line of a summary', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyNewReview: true } });
      const [hotel] = await db().insert(businesses).values({ userId: owner.userId, name: 'Hotel Havblik', industry: 'hotel' }).returning();
      const atHotel = { ...owner, businessId: hotel!.id };
      const review = await seedReview(db(), atHotel, { rating: 4, reviewText: 'Sea view!', reviewedAt: new Date('2026-06-09T10:00:00Z') });

      await notifyForNewReviews(t.ctx, [review.id]);
      const [email] = smtp.messages;
      expect(email!.subject).toBe('[Hotel Havblik] New review from Anna Jensen on Google');
      expect(email!.text).toContain('Anna Jensen about Hotel Havblik on Google, 09.06.2026');

      smtp.clear();
      const many = [];
      for (let i = 0; i < 6; i++) many.push(await seedReview(db(), i % 2 ? owner : atHotel, { reviewerName: `Guest ${i}`, reviewText: `Visit ${i}` }));
      await notifyForNewReviews(t.ctx, many.map((r) => r.id));
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.text).toContain('Guest 0 (Hotel Havblik, Google)');
      expect(smtp.messages[0]!.text).toContain('Guest 1 (Café Solsikke, Google)');
    });

    it('writes to a Danish owner in Danish', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyNewReview: true, uiLanguage: 'da' } });
      const review = await seedReview(db(), owner, { reviewerName: 'Søren Østergaard', reviewText: 'Dejlig kaffe og søde folk.' });

      await notifyForNewReviews(t.ctx, [review.id]);

      expect(smtp.messages).toHaveLength(1);
      const [email] = smtp.messages;
      expect(email!.subject).toBe('Ny anmeldelse fra Søren Østergaard på Google');
      expect(email!.text).toContain('Søren Østergaard har skrevet en ny anmeldelse af din virksomhed på Google.');
      expect(email!.text).toContain('Bedømmelse: ★★★★★ (5/5)');
      expect(email!.text).toContain('»Dejlig kaffe og søde folk.«');
      expect(email!.text).toContain(`${da.newReview.action}: ${reviewLink(review.id)}`);
      expect(email!.html).toContain('Åbn anmeldelsen');
    });

    it('sends a low-rating alert for 1-2 stars, instead of (not as well as) the new-review alert', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyNewReview: true, notifyLowRating: true } });
      const low = await seedReview(db(), owner, { rating: 1, reviewerName: 'Karl', reviewText: 'Never again.' });

      await notifyForNewReviews(t.ctx, [low.id]);

      expect(smtp.messages.map((email) => email.subject)).toEqual(['Low rating: 1/5 from Karl on Google']);
      expect(smtp.messages[0]!.text).toContain('Karl has given your business 1 out of 5 stars on Google.');
      expect(smtp.messages[0]!.text).toContain(en.lowRating.advice);
      expect(smtp.messages[0]!.text).toContain(`${en.lowRating.action}: ${reviewLink(low.id)}`);
    });

    it("sends a low-rating alert for a Facebook rating that doesn't recommend, in words", async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyLowRating: true } });
      const low = await seedReview(db(), owner, { platform: 'facebook', rating: null, recommendation: 'negative', reviewerName: 'Karl', reviewText: 'Never again.' });

      await notifyForNewReviews(t.ctx, [low.id]);

      expect(smtp.messages.map((email) => email.subject)).toEqual(["Karl doesn't recommend you on Facebook"]);
      expect(smtp.messages[0]!.text).toContain(`👎 ${en.common.notRecommends}`);
    });

    it('sends no low-rating alert for 3 stars, nor for 2 stars with that switch off', async () => {
      const lowOnly = await seedUser(db(), { settings: { ...ON, notifyLowRating: true } });
      const newOnly = await seedUser(db(), { settings: { ...ON, notifyNewReview: true } });
      const three = await seedReview(db(), lowOnly, { rating: 3 });
      const two = await seedReview(db(), newOnly, { rating: 2, reviewerName: 'Lis' });

      await notifyForNewReviews(t.ctx, [three.id, two.id]);

      expect(smtp.messages.map((email) => [email.to, email.subject])).toEqual([[newOnly.email, 'New review from Lis on Google']]);
    });

    it('sends a keyword alert naming the keywords found, even with the other alerts off', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, keywordAlerts: ['cold food', 'rude', 'parking'] } });
      const match = await seedReview(db(), owner, { rating: 4, reviewText: 'Good place but COLD FOOD and a rude waiter.' });
      const noMatch = await seedReview(db(), owner, { rating: 4, reviewText: 'Rudeness aside, nice.' });

      await notifyForNewReviews(t.ctx, [match.id, noMatch.id]);

      expect(smtp.messages).toHaveLength(1);
      const [email] = smtp.messages;
      expect(email!.subject).toBe('Keyword alert: “cold food”, “rude” in a review from Anna Jensen');
      expect(email!.text).toContain('Your keywords found: “cold food”, “rude”');
      expect(email!.text).toContain(reviewLink(match.id));
    });

    it('sends nothing to an owner whose master switch is off, whatever else is on', async () => {
      const owner = await seedUser(db(), {
        settings: { emailNotifications: false, notifyNewReview: true, notifyLowRating: true, notifyResponseGenerated: true, keywordAlerts: ['rude'] },
      });
      const review = await seedReview(db(), owner, { rating: 1, reviewText: 'rude' });

      expect(await notifyForNewReviews(t.ctx, [review.id])).toEqual({ sent: 0, failed: [] });
      expect(smtp.messages).toEqual([]);
    });

    it('sends nothing when the master switch is on but no alert is', async () => {
      const owner = await seedUser(db(), { settings: { ...ON } });
      const reviews = await Promise.all([1, 2, 3, 4, 5].map((rating) => seedReview(db(), owner, { rating })));

      await notifyForNewReviews(t.ctx, reviews.map((review) => review.id));
      expect(smtp.messages).toEqual([]);
    });

    it('sends each owner only their own alerts', async () => {
      const first = await seedUser(db(), { settings: { ...ON, notifyNewReview: true } });
      const second = await seedUser(db(), { settings: { ...ON, notifyNewReview: true, uiLanguage: 'de' } });
      const a = await seedReview(db(), first, { reviewerName: 'Ada' });
      const b = await seedReview(db(), second, { reviewerName: 'Bea' });

      await notifyForNewReviews(t.ctx, [a.id, b.id, a.id]);

      const byRecipient = Object.fromEntries(smtp.messages.map((email) => [email.to, email.subject]));
      expect(smtp.messages).toHaveLength(2);
      expect(byRecipient).toEqual({ [first.email]: 'New review from Ada on Google', [second.email]: 'Neue Bewertung von Bea auf Google' });
    });

    it('sends one summary instead of more than five alerts to one owner', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyNewReview: true, notifyLowRating: true } });
      const reviews = [];
      for (let index = 0; index < 7; index++) {
        reviews.push(await seedReview(db(), owner, { rating: index < 2 ? 1 : 5, reviewerName: `Guest ${index}`, reviewedAt: new Date(Date.UTC(2026, 5, 1 + index)) }));
      }

      await notifyForNewReviews(t.ctx, reviews.map((review) => review.id));

      expect(smtp.messages).toHaveLength(1);
      const [email] = smtp.messages;
      expect(email!.subject).toBe('7 new reviews on Reputation AI');
      expect(email!.text).toContain('With a low rating (1-2 stars): 2');
      expect(email!.text.indexOf('Guest 6')).toBeLessThan(email!.text.indexOf('Guest 0'));
      expect(email!.text).toContain('Open your reviews: http://localhost:5000/reviews');
    });

    it('reports a refused address without failing the others', async () => {
      const refused = await seedUser(db(), { email: 'bounce@example.com', settings: { ...ON, notifyNewReview: true } });
      const fine = await seedUser(db(), { settings: { ...ON, notifyNewReview: true } });
      smtp.refuse.add('bounce@example.com');
      const reviews = [await seedReview(db(), refused), await seedReview(db(), fine)];

      const summary = await notifyForNewReviews(t.ctx, reviews.map((review) => review.id));

      expect(summary.sent).toBe(1);
      expect(summary.failed).toEqual([{ to: 'bounce@example.com', subject: 'New review from Anna Jensen on Google', error: expect.stringContaining('550') }]);
      expect(smtp.messages.map((email) => email.to)).toEqual([fine.email]);
    });

    it('does nothing for no ids or unknown ids', async () => {
      expect(await notifyForNewReviews(t.ctx, [])).toEqual({ sent: 0, failed: [] });
      expect(await notifyForNewReviews(t.ctx, ['00000000-0000-4000-8000-000000000000'])).toEqual({ sent: 0, failed: [] });
      expect(smtp.messages).toEqual([]);
    });
  });

  describe('notifyResponseGenerated', () => {
    it('sends the drafted reply, waiting for approval, with a link to the review', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyResponseGenerated: true } });
      const review = await seedReview(db(), owner, { rating: 5, reviewText: 'Best cinnamon buns in town!' });
      const response = await seedResponse(db(), review, { responseText: 'Thank you, Anna! See you soon.' });

      expect(await notifyResponseGenerated(t.ctx, [response.id])).toEqual({ sent: 1, failed: [] });

      const [email] = smtp.messages;
      expect(email!.to).toBe(owner.email);
      expect(email!.subject).toBe('A reply is ready for the review from Anna Jensen');
      expect(email!.text).toContain('“Best cinnamon buns in town!”');
      expect(email!.text).toContain('Suggested reply:\nThank you, Anna! See you soon.');
      expect(email!.text).toContain(en.responseGenerated.pending);
      expect(email!.text).toContain(`${en.responseGenerated.action}: ${reviewLink(review.id)}`);
    });

    it('tells a Danish owner, in Danish, when an auto-approved reply will be posted (Copenhagen time)', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyResponseGenerated: true, uiLanguage: 'da' } });
      const review = await seedReview(db(), owner);
      const response = await seedResponse(db(), review, { status: 'approved', scheduledFor: new Date('2026-10-26T13:20:00Z') });

      await notifyResponseGenerated(t.ctx, [response.id]);

      const [email] = smtp.messages;
      expect(email!.subject).toBe('Et svar er klar til anmeldelsen fra Anna Jensen');
      expect(email!.text).toContain('svaret bliver udgivet den 26.10.2026 kl. 14:20');
    });

    it('sends nothing with that switch off, with the master switch off, or for a rejected reply', async () => {
      const switchOff = await seedUser(db(), { settings: { ...ON, notifyNewReview: true, notifyResponseGenerated: false } });
      const masterOff = await seedUser(db(), { settings: { emailNotifications: false, notifyResponseGenerated: true } });
      const rejectedOwner = await seedUser(db(), { settings: { ...ON, notifyResponseGenerated: true } });
      const responses = [
        await seedResponse(db(), await seedReview(db(), switchOff)),
        await seedResponse(db(), await seedReview(db(), masterOff)),
        await seedResponse(db(), await seedReview(db(), rejectedOwner), { status: 'rejected' }),
      ];

      expect(await notifyResponseGenerated(t.ctx, responses.map((response) => response.id))).toEqual({ sent: 0, failed: [] });
      expect(smtp.messages).toEqual([]);
    });

    it('sends one summary for more than five drafts to one owner', async () => {
      const owner = await seedUser(db(), { settings: { ...ON, notifyResponseGenerated: true, uiLanguage: 'sv' } });
      const ids = [];
      for (let index = 0; index < 6; index++) ids.push((await seedResponse(db(), await seedReview(db(), owner), { responseText: `Tack ${index}` })).id);

      await notifyResponseGenerated(t.ctx, ids);

      expect(smtp.messages.map((email) => email.subject)).toEqual(['6 nya svar är klara']);
      expect(smtp.messages[0]!.text).toContain('”Tack 5”');
    });
  });
});
