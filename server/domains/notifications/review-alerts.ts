import { matchKeywords } from './keyword-match';
import type { ReviewAlertKind } from './templates/review-alert-emails';

export type AlertPreferences = {
  emailNotifications: boolean;
  notifyNewReview: boolean;
  notifyLowRating: boolean;
  keywordAlerts: string[] | null;
};

export type ReviewAlert = { kind: ReviewAlertKind; keywords: string[] };

/** The low-rating alert covers 1 and 2 stars (spec sections 2 and 9), and Facebook's "doesn't recommend". */
export const LOW_RATING_MAX = 2;

/**
 * Which email, if any, a new review earns. One email per review: the most pressing kind the owner asked
 * for (a low rating, then a keyword, then a plain new review), naming the keywords found whatever the
 * kind. Nothing at all with the master switch off. Keyword alerts have no switch of their own: setting
 * keywords asks for them.
 */
export function reviewAlertFor(
  preferences: AlertPreferences,
  review: { rating: number | null; recommendation?: string | null; title?: string | null; reviewText: string | null; translatedText?: string | null },
): ReviewAlert | null {
  if (!preferences.emailNotifications) return null;
  const keywords = matchKeywords([review.title, review.reviewText, review.translatedText], preferences.keywordAlerts);
  const low = review.recommendation === 'negative' || (review.rating !== null && review.rating <= LOW_RATING_MAX);
  if (preferences.notifyLowRating && low) return { kind: 'lowRating', keywords };
  if (keywords.length > 0) return { kind: 'keywordAlert', keywords };
  if (preferences.notifyNewReview) return { kind: 'newReview', keywords };
  return null;
}
