import { starsForRules } from '@common/review-rating';
import type { TRecommendation } from '@common/schemas/reviews';

/**
 * Everything the reviewer wrote, as the drafting engine and the risk checks read it: a Trustpilot
 * headline ('Lang ventetid') often carries the verdict the text only explains, so it comes first, as
 * its own sentence.
 */
export function reviewWords(review: { title: string | null; reviewText: string | null }): string | null {
  const title = review.title?.trim();
  if (!title) return review.reviewText;
  const headline = /[.!?…]$/u.test(title) ? title : `${title}.`;
  return review.reviewText ? `${headline} ${review.reviewText}` : headline;
}

/** The review as the drafting engine and the AI Insight read it. */
export const draftedReview = (review: { reviewerName: string; title: string | null; reviewText: string | null; rating: number | null; recommendation: TRecommendation | null }) => ({
  reviewerName: review.reviewerName,
  text: reviewWords(review),
  rating: starsForRules(review),
});
