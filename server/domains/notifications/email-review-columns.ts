import { sql } from 'drizzle-orm';
import { locationNameIfSeveral, reviews } from '@server/db/schema';

/**
 * What an email shows of a review, read straight from `reviews`. The location is named only for an
 * owner with several, so a one-café owner's emails read as before.
 */
export const EMAIL_REVIEW_COLUMNS = {
  id: reviews.id,
  platform: reviews.platform,
  reviewerName: reviews.reviewerName,
  title: reviews.title,
  reviewText: reviews.reviewText,
  translatedText: reviews.translatedText,
  rating: reviews.rating,
  recommendation: reviews.recommendation,
  reviewedAt: reviews.reviewedAt,
  // Spelled out: in a one-table select Drizzle leaves columns unqualified, and inside the subquery an
  // unqualified user_id would be the other business's own.
  location: locationNameIfSeveral(sql.raw('reviews.business_id'), sql.raw('reviews.user_id')),
};
