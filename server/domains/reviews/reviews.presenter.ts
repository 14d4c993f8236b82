import type { TAiResponse, TReview } from '@common/schemas/reviews';
import { aiResponses, reviews } from '@server/db/schema';

/**
 * The columns the screens show, and no more: a page of the inbox reads these 25 times, and on the
 * embedded database decoding the columns nobody shows (platform ids, the platform's reply, timestamps
 * of bookkeeping) costs more than running the query.
 */
export const PRESENTED_REVIEW = {
  id: reviews.id,
  businessId: reviews.businessId,
  platform: reviews.platform,
  reviewerName: reviews.reviewerName,
  title: reviews.title,
  reviewText: reviews.reviewText,
  rating: reviews.rating,
  recommendation: reviews.recommendation,
  canReply: reviews.canReply,
  reviewedAt: reviews.reviewedAt,
  resolvedOffline: reviews.resolvedOffline,
  aiSummary: reviews.aiSummary,
  language: reviews.language,
};
export const PRESENTED_RESPONSE = {
  id: aiResponses.id,
  responseText: aiResponses.responseText,
  status: aiResponses.status,
  tone: aiResponses.tone,
  language: aiResponses.language,
  statusReason: aiResponses.statusReason,
  statusReasonCode: aiResponses.statusReasonCode,
  warnings: aiResponses.warnings,
  editedByOwner: aiResponses.editedByOwner,
  scheduledFor: aiResponses.scheduledFor,
  postedAt: aiResponses.postedAt,
};

type Columns<T> = { [K in keyof T]: T[K] extends { _: { data: infer D; notNull: infer N } } ? (N extends true ? D : D | null) : never };
type PresentedReviewRow = Columns<typeof PRESENTED_REVIEW>;
type PresentedResponseRow = Columns<typeof PRESENTED_RESPONSE>;

export const presentResponse = (row: PresentedResponseRow): TAiResponse => ({
  id: row.id,
  responseText: row.responseText,
  status: row.status,
  tone: row.tone,
  language: row.language,
  statusReason: row.statusReason,
  statusReasonCode: row.statusReasonCode,
  warnings: row.warnings,
  editedByOwner: row.editedByOwner,
  scheduledFor: row.scheduledFor?.toISOString() ?? null,
  postedAt: row.postedAt?.toISOString() ?? null,
});

/** The review as the screens read it: the reviewer's own words, never the platform's internal ids. */
export const presentReview = (review: PresentedReviewRow, response: PresentedResponseRow | null): TReview => ({
  id: review.id,
  businessId: review.businessId,
  platform: review.platform,
  reviewerName: review.reviewerName,
  title: review.title,
  reviewText: review.reviewText,
  rating: review.rating,
  recommendation: review.recommendation,
  canReply: review.canReply,
  reviewedAt: review.reviewedAt.toISOString(),
  resolvedOffline: review.resolvedOffline,
  aiSummary: review.aiSummary,
  aiTone: response?.tone ?? null,
  language: review.language,
  ...(response ? { aiResponse: presentResponse(response) } : {}),
});
