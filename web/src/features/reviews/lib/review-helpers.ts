import { errorMessage } from '@web/lib/api-client';
import { ZAiInsightSchema, type TopicFeeling, type TReview } from '@common/schemas/reviews';

export type Sentiment = 'positive' | 'neutral' | 'negative';

/** Positive for 4 stars or more, Neutral for 3, Negative for 2 or less; nothing without a rating. */
export function sentimentOf(rating: number | null): Sentiment | null {
  if (rating == null) return null;
  if (rating >= 4) return 'positive';
  if (rating === 3) return 'neutral';
  return 'negative';
}

/** What shows where the reply would be while there is none: why not, where the platform takes no reply. */
export const noReplyKey = (review: Pick<TReview, 'canReply'>) => (review.canReply ? 'card.noReply' : 'card.cannotReply');

/** A topic of the AI Insight; `feeling` is null for insights written before topics carried one. */
export type InsightTopic = { topic: string | null; label: string; feeling: TopicFeeling | null };
export type Insight = { summary: string; topics: InsightTopic[] };

function insightTopicOf(value: unknown): InsightTopic | null {
  if (typeof value === 'string') return value.trim() ? { topic: null, label: value, feeling: null } : null;
  const parsed = ZAiInsightSchema.shape.topics.element.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The AI Insight: `aiSummary` is JSON with a `summary` (and `topics`, as labels or with a feeling), or plain text. */
export function insightOf(aiSummary: string | null): Insight | null {
  const text = aiSummary?.trim();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'string') return parsed.trim() ? { summary: parsed, topics: [] } : null;
    if (parsed && typeof parsed === 'object' && 'summary' in parsed && typeof parsed.summary === 'string') {
      const raw = 'topics' in parsed && Array.isArray(parsed.topics) ? parsed.topics : [];
      const topics = raw.map(insightTopicOf).filter((topic): topic is InsightTopic => topic !== null);
      return parsed.summary.trim() ? { summary: parsed.summary, topics } : null;
    }
  } catch {
    // Not JSON: the text is the insight.
  }
  return { summary: text, topics: [] };
}

/** A reply that can be approved from the pending list: a draft, or a post that failed and may be retried. */
export const hasApprovableReply = (review: TReview) =>
  review.aiResponse !== undefined && (review.aiResponse.status === 'pending' || review.aiResponse.status === 'failed');

/** The server's message for a failure toast, or the spec's default when the server said nothing. */
export function failureMessage(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback).trim();
  return message || fallback;
}
