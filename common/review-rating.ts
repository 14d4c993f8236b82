import type { TRecommendation } from './schemas/reviews';

/**
 * Stars as drafting, sentiment and the quality badge read a review. A Facebook recommendation has none:
 * a positive one is read as five stars, a negative one as two (an apology and a way to reach the owner).
 */
const RECOMMENDATION_STARS: Record<TRecommendation, number> = { positive: 5, negative: 2 };

export const starsForRules = (review: { rating: number | null; recommendation: TRecommendation | null }): number | null =>
  review.recommendation ? RECOMMENDATION_STARS[review.recommendation] : review.rating;
