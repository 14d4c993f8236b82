import type { TAiResponse, TReview } from '@common/schemas/reviews';
import type { aiResponses, reviews } from '@server/db/schema';

type ReviewRow = typeof reviews.$inferSelect;
type ResponseRow = typeof aiResponses.$inferSelect;

export const presentResponse = (row: ResponseRow): TAiResponse => ({
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
export const presentReview = (review: ReviewRow, response: ResponseRow | null): TReview => ({
  id: review.id,
  platform: review.platform,
  reviewerName: review.reviewerName,
  reviewText: review.reviewText,
  rating: review.rating,
  reviewedAt: review.reviewedAt.toISOString(),
  resolvedOffline: review.resolvedOffline,
  aiSummary: review.aiSummary,
  aiTone: response?.tone ?? null,
  language: review.language,
  ...(response ? { aiResponse: presentResponse(response) } : {}),
});
