import { describe, expect, it } from 'vitest';
import { reviewAlertFor, type AlertPreferences } from './review-alerts';

const ALL_ON: AlertPreferences = { emailNotifications: true, notifyNewReview: true, notifyLowRating: true, keywordAlerts: ['rude', 'cold food'] };
const ALL_OFF: AlertPreferences = { emailNotifications: true, notifyNewReview: false, notifyLowRating: false, keywordAlerts: null };
const review = (rating: number | null, reviewText: string | null = 'Nice place') => ({ rating, reviewText });

describe('reviewAlertFor', () => {
  it('sends nothing with the master switch off, whatever else is on', () => {
    expect(reviewAlertFor({ ...ALL_ON, emailNotifications: false }, review(1, 'rude and cold food'))).toBeNull();
  });

  it('sends a new-review alert for any rating when only that switch is on', () => {
    for (const rating of [1, 2, 3, 4, 5, null]) {
      expect(reviewAlertFor({ ...ALL_OFF, notifyNewReview: true }, review(rating))).toEqual({ kind: 'newReview', keywords: [] });
    }
  });

  it('sends a low-rating alert for 1 and 2 stars only', () => {
    const preferences = { ...ALL_OFF, notifyLowRating: true };
    expect(reviewAlertFor(preferences, review(1))).toEqual({ kind: 'lowRating', keywords: [] });
    expect(reviewAlertFor(preferences, review(2))).toEqual({ kind: 'lowRating', keywords: [] });
    expect(reviewAlertFor(preferences, review(3))).toBeNull();
    expect(reviewAlertFor(preferences, review(null))).toBeNull();
  });

  it("sends a low-rating alert for Facebook's 'doesn't recommend', and none for a recommendation", () => {
    const preferences = { ...ALL_OFF, notifyLowRating: true };
    expect(reviewAlertFor(preferences, { ...review(null), recommendation: 'negative' })).toEqual({ kind: 'lowRating', keywords: [] });
    expect(reviewAlertFor(preferences, { ...review(null), recommendation: 'positive' })).toBeNull();
  });

  it('sends a keyword alert whenever keywords are set and one matches, without any other switch', () => {
    expect(reviewAlertFor({ ...ALL_OFF, keywordAlerts: ['rude'] }, review(5, 'Great, but a RUDE waiter'))).toEqual({ kind: 'keywordAlert', keywords: ['rude'] });
    expect(reviewAlertFor({ ...ALL_OFF, keywordAlerts: ['rude'] }, review(5, 'Rudeness aside, great'))).toBeNull();
    expect(reviewAlertFor({ ...ALL_OFF, keywordAlerts: ['rude'] }, { rating: 5, reviewText: null, translatedText: 'a rude waiter' })).toEqual({
      kind: 'keywordAlert',
      keywords: ['rude'],
    });
  });

  it('sends one email per review: a low rating before a keyword before a plain new review', () => {
    expect(reviewAlertFor(ALL_ON, review(2, 'rude staff, cold food'))).toEqual({ kind: 'lowRating', keywords: ['rude', 'cold food'] });
    expect(reviewAlertFor(ALL_ON, review(4, 'rude staff'))).toEqual({ kind: 'keywordAlert', keywords: ['rude'] });
    expect(reviewAlertFor(ALL_ON, review(4, 'lovely'))).toEqual({ kind: 'newReview', keywords: [] });
  });

  it('sends nothing when every switch is off and no keyword is set', () => {
    expect(reviewAlertFor(ALL_OFF, review(1, 'awful'))).toBeNull();
  });

  it("finds a keyword in a Trustpilot headline as in the text", () => {
    expect(reviewAlertFor({ ...ALL_OFF, keywordAlerts: ['rude'] }, { rating: 3, title: 'Rude waiter', reviewText: 'The food was fine.' })).toEqual({
      kind: 'keywordAlert',
      keywords: ['rude'],
    });
  });
});
