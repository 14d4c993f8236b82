import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@common/languages';
import da from '@common/i18n/locales/da/notifications-mail.json';
import de from '@common/i18n/locales/de/notifications-mail.json';
import en from '@common/i18n/locales/en/notifications-mail.json';
import { responseBatchEmail, reviewBatchEmail } from './batch-emails';
import { digestEmail, type DigestContent } from './digest-email';
import { keywordAlertEmail, lowRatingEmail, newReviewEmail } from './review-alert-emails';
import type { EmailAudience, ReviewForEmail } from './review-block';
import { responseGeneratedEmail } from './response-generated-email';

const REVIEW: ReviewForEmail = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  platform: 'google',
  reviewerName: 'Anna Jensen',
  title: null,
  reviewText: 'The coffee was cold food-wise and the staff was rude.',
  rating: 2,
  recommendation: null,
  reviewedAt: new Date('2026-06-09T22:30:00Z'), // 10.06.2026 in Copenhagen
};
const audience = (language: Language): EmailAudience => ({ language, publicUrl: 'https://app.example.com/', timeZone: 'Europe/Copenhagen' });
const REVIEW_LINK = `https://app.example.com/reviews?review=${REVIEW.id}`;
const SETTINGS_LINK = 'https://app.example.com/notifications';

const DIGEST: DigestContent = {
  since: new Date('2026-06-09T07:00:00Z'),
  until: new Date('2026-06-10T07:00:00Z'),
  newReviews: 3,
  averageRating: 3.7,
  newRecommendations: { positive: 0, negative: 0 },
  overallAverageRating: 4.25,
  repliesPosted: 1,
  pending: 2,
  newest: [REVIEW, { ...REVIEW, id: 'b', reviewerName: 'Bo', rating: 5, reviewText: null }],
  byLocation: [],
};

/** Every email of the module, rendered for one language. */
const everyEmail = (language: Language) => ({
  newReview: newReviewEmail({ ...REVIEW, rating: 4 }, audience(language)),
  lowRating: lowRatingEmail(REVIEW, audience(language), ['rude']),
  keywordAlert: keywordAlertEmail(REVIEW, ['rude', 'cold food'], audience(language)),
  responsePending: responseGeneratedEmail(REVIEW, { id: 'r', responseText: 'Dear Anna, we are sorry.', status: 'pending', scheduledFor: null, postedAt: null }, audience(language)),
  responseScheduled: responseGeneratedEmail(
    REVIEW,
    { id: 'r', responseText: 'Dear Anna, we are sorry.', status: 'approved', scheduledFor: new Date('2026-06-10T12:05:00Z'), postedAt: null },
    audience(language),
  ),
  reviewBatch: reviewBatchEmail(
    Array.from({ length: 12 }, (_, index) => ({ review: { ...REVIEW, id: `id-${index}`, rating: (index % 5) + 1 }, kind: 'newReview' as const, keywords: [] })),
    audience(language),
  ),
  responseBatch: responseBatchEmail(
    Array.from({ length: 7 }, (_, index) => ({ review: { ...REVIEW, id: `id-${index}` }, responseText: `Reply number ${index}` })),
    audience(language),
  ),
  dailyDigest: digestEmail('daily', DIGEST, audience(language)),
  weeklyDigest: digestEmail(
    'weekly',
    {
      ...DIGEST,
      since: new Date('2026-06-01T07:00:00Z'),
      until: new Date('2026-06-08T07:00:00Z'),
      byLocation: [
        { location: 'Café Solsikke', newReviews: 2, pending: 1 },
        { location: 'Hotel Havblik', newReviews: 1, pending: 1 },
      ],
    },
    audience(language),
  ),
});

describe('notification emails', () => {
  describe.each(LANGUAGES)('in %s', (language) => {
    it.each(Object.entries(everyEmail(language)))('%s is fully translated, with its links', (_name, email) => {
      expect(email.subject.trim()).not.toBe('');
      for (const part of [email.subject, email.text, email.html]) {
        expect(part).not.toMatch(/\{\{|\}\}/);
        // i18next answers the key itself when a translation is missing.
        expect(part).not.toMatch(/\b(common|newReview|lowRating|keywordAlert|responseGenerated|reviewBatch|responseBatch|digest)\.[a-zA-Z]+/);
      }
      expect(email.text).toContain(SETTINGS_LINK);
      expect(email.text).toMatch(/https:\/\/app\.example\.com\/reviews/);
      expect(email.html).toContain('href="https://app.example.com/reviews');
    });
  });

  it('quotes a Trustpilot headline before the text', () => {
    const email = newReviewEmail({ ...REVIEW, platform: 'trustpilot', title: 'Cold coffee' }, audience('en'));
    expect(email.text).toContain('Cold coffee. The coffee was cold');
  });

  it('writes each language’s own words (English, Danish, German)', () => {
    expect(everyEmail('en').newReview.subject).toBe('New review from Anna Jensen on Google');
    expect(everyEmail('da').newReview.subject).toBe('Ny anmeldelse fra Anna Jensen på Google');
    expect(everyEmail('de').newReview.subject).toBe('Neue Bewertung von Anna Jensen auf Google');
    expect(everyEmail('da').lowRating.subject).toBe('Lav bedømmelse: 2/5 fra Anna Jensen på Google');
    expect(everyEmail('da').lowRating.text).toContain(da.lowRating.advice);
    expect(everyEmail('de').dailyDigest.subject).toBe('Ihre tägliche Bewertungsübersicht, 10.06.2026');
    expect(new Set(LANGUAGES.map((language) => everyEmail(language).keywordAlert.subject)).size).toBe(LANGUAGES.length);
  });

  it('links an alert to its review and shows the review with its stars, date and words', () => {
    const email = everyEmail('en').newReview;
    expect(email.text).toContain(`${en.newReview.action}: ${REVIEW_LINK}`);
    expect(email.html).toContain(`href="${REVIEW_LINK}"`);
    expect(email.text).toContain('Anna Jensen on Google, 10.06.2026');
    expect(email.text).toContain('Rating: ★★★★☆ (4/5)');
    expect(email.text).toContain('“The coffee was cold food-wise and the staff was rude.”');
  });

  it('says so when a review has no text or no stars', () => {
    const email = newReviewEmail({ ...REVIEW, reviewText: '  ', rating: null }, audience('en'));
    expect(email.text).toContain(en.common.noText);
    expect(email.text).toContain(en.common.noRating);
  });

  it("shows Facebook's recommendation where stars would be, and words a low-rating alert for a 'doesn't recommend'", () => {
    const facebook = { ...REVIEW, platform: 'facebook', rating: null };
    expect(newReviewEmail({ ...facebook, recommendation: 'positive' }, audience('en')).text).toContain(`👍 ${en.common.recommends}`);
    const low = lowRatingEmail({ ...facebook, recommendation: 'negative' }, audience('en'));
    expect(low.subject).toBe("Anna Jensen doesn't recommend you on Facebook");
    expect(low.text).toContain(`👎 ${en.common.notRecommends}`);
    expect(low.text).not.toContain('0/5');
    expect(lowRatingEmail({ ...facebook, recommendation: 'negative' }, audience('da')).subject).toBe('Anna Jensen anbefaler dig ikke på Facebook');
    const digest = digestEmail('daily', { ...DIGEST, newRecommendations: { positive: 4, negative: 1 }, newest: [{ ...facebook, recommendation: 'positive' }] }, audience('en'));
    expect(digest.text).toContain("Facebook recommendations among them: 4 recommend, 1 don't");
    expect(digest.text).toContain(`Newest reviews:\n👍 ${en.common.recommends} Anna Jensen (Facebook)`);
  });

  it('names the matched keywords in a keyword alert, quoted the language’s way', () => {
    expect(everyEmail('en').keywordAlert.subject).toBe('Keyword alert: “rude”, “cold food” in a review from Anna Jensen');
    expect(everyEmail('en').keywordAlert.text).toContain('Your keywords found: “rude”, “cold food”');
    expect(everyEmail('de').keywordAlert.text).toContain('Gefundene Stichwörter: „rude“, „cold food“');
    expect(everyEmail('da').keywordAlert.text).toContain('Dine nøgleord fundet: »rude«, »cold food«');
    // A low-rating alert also names the keywords found in it.
    expect(everyEmail('en').lowRating.text).toContain('Your keywords found: “rude”');
  });

  it('tells whether a drafted reply waits for approval or is scheduled, with the local time', () => {
    expect(everyEmail('en').responsePending.text).toContain(en.responseGenerated.pending);
    expect(everyEmail('en').responsePending.text).toContain('Suggested reply:\nDear Anna, we are sorry.');
    expect(everyEmail('en').responseScheduled.text).toContain('will be posted on 10.06.2026 at 14:05');
    expect(everyEmail('da').responseScheduled.text).toContain('bliver udgivet den 10.06.2026 kl. 14:05');
    expect(everyEmail('de').responseScheduled.text).toContain('am 10.06.2026 um 14:05 Uhr');
  });

  it('lists ten reviews in a batch email and counts the rest and the low ratings', () => {
    const email = everyEmail('en').reviewBatch;
    expect(email.subject).toBe('12 new reviews on Reputation AI');
    expect(email.text).toContain('With a low rating (1-2 stars): 6');
    expect(email.text.match(/Anna Jensen \(Google\)/g)).toHaveLength(10);
    expect(email.text).toContain('… and 2 more.');
    expect(email.text).toContain('Open your reviews: https://app.example.com/reviews');
    expect(everyEmail('en').responseBatch.text).toContain('“Reply number 6”');
  });

  it("gives each location's figures in the digest of an owner with several", () => {
    expect(everyEmail('en').weeklyDigest.text).toContain(
      'By location:\nCafé Solsikke: New reviews: 2 · Waiting for a reply: 1\nHotel Havblik: New reviews: 1 · Waiting for a reply: 1',
    );
    expect(everyEmail('en').dailyDigest.text).not.toContain('By location:');
  });

  it('puts every figure into a digest, averages written the language’s way', () => {
    const english = everyEmail('en').dailyDigest;
    expect(english.subject).toBe('Your daily review summary, 10.06.2026');
    expect(english.text).toContain(['New reviews: 3', 'Average rating of the new reviews: 3.7 / 5', 'Replies posted: 1', 'Waiting for a reply: 2', 'Average rating of all your reviews: 4.3 / 5'].join('\n'));
    expect(english.text).toContain(en.digest.pendingNudge);
    expect(english.text).toContain('Newest reviews:\n★★☆☆☆ Anna Jensen (Google): “The coffee was cold food-wise and the staff was rude.”\n★★★★★ Bo (Google)');
    const danish = everyEmail('da').dailyDigest;
    expect(danish.text).toContain('Gennemsnitlig bedømmelse af de nye anmeldelser: 3,7 / 5');
    expect(everyEmail('en').weeklyDigest.subject).toBe('Your weekly review summary, 01.06.2026 – 08.06.2026');
    expect(everyEmail('de').weeklyDigest.text).toContain(de.digest.weeklyIntro);
  });

  it('leaves out the averages and the nudge when there is nothing to average or waiting', () => {
    const email = digestEmail('daily', { ...DIGEST, newReviews: 0, averageRating: null, overallAverageRating: null, pending: 0, newest: [] }, audience('en'));
    expect(email.text).not.toContain('Average rating');
    expect(email.text).not.toContain('Facebook recommendations');
    expect(email.text).not.toContain(en.digest.pendingNudge);
    expect(email.text).not.toContain(en.digest.newest);
    expect(email.text).toContain('Replies posted: 1');
  });

  it('escapes what reviewers write in the HTML version', () => {
    const email = newReviewEmail({ ...REVIEW, reviewerName: '<script>alert(1)</script>', reviewText: 'a <b>bold</b> claim & more' }, audience('en'));
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.html).toContain('a &lt;b&gt;bold&lt;/b&gt; claim &amp; more');
  });

  it('shortens a very long review', () => {
    const email = newReviewEmail({ ...REVIEW, reviewText: 'word '.repeat(1000) }, audience('en'));
    expect(email.text.length).toBeLessThan(2500);
    expect(email.text).toContain('…”');
  });
});
