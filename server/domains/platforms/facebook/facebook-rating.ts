import { PlatformError, type PlatformReview } from '../platform';

/** A Graph comment as the adapter asks for it. */
export type GraphComment = { id: string; message?: string; from?: { id?: string; name?: string }; created_time?: string };
export type GraphList<T> = { data?: T[]; paging?: { cursors?: { before?: string; after?: string }; next?: string } };

/** A rating (Graph's Recommendation) with the fields the adapter asks for. */
export type GraphRating = {
  created_time: string;
  recommendation_type?: string;
  review_text?: string;
  rating?: number;
  reviewer?: { id?: string; name?: string };
  open_graph_story?: { id?: string; comments?: GraphList<GraphComment> };
};

/** How many comments come nested with each rating: the Page's reply is almost always among the first. */
const NESTED_COMMENTS = 25;
const COMMENT_FIELDS = 'id,message,from,created_time';
/**
 * The fields of a rating, its story's id and the story's first comments with one call per page of
 * ratings (Graph's field expansion), rather than one more call per rating for its comments.
 */
export const RATING_FIELDS = `created_time,recommendation_type,review_text,reviewer,rating,open_graph_story{id,comments.limit(${NESTED_COMMENTS}){${COMMENT_FIELDS}}}`;
export const COMMENTS_QUERY = { fields: COMMENT_FIELDS, filter: 'toplevel', limit: '100' };

/** Graph's timestamps carry `+0000` without a colon, which not every date parser accepts. */
export const graphDate = (value: string) => new Date(value.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));

/**
 * Old ratings without an open_graph_story have no id of their own in Graph: this one is ours, stable
 * across syncs because a person rates a Page once. It starts `rating:`, which no Graph id does.
 */
const SYNTHETIC = 'rating:';
export const isSynthetic = (platformReviewId: string) => platformReviewId.startsWith(SYNTHETIC);
const syntheticId = (pageId: string, rating: GraphRating) => `${SYNTHETIC}${pageId}:${rating.reviewer?.id ?? '-'}:${Math.floor(graphDate(rating.created_time).getTime() / 1000)}`;

export const noStory = () => new PlatformError('invalid_request', 'This Facebook rating has no story to reply to');

/** The Page's own comments on a story, oldest first: the last one is the reply the inbox shows. */
export const pageCommentsOf = (comments: GraphComment[], pageId: string) => comments.filter((comment) => comment.from?.id === pageId && comment.message);

/**
 * A rating as the inbox keeps it: a recommendation and no stars, or legacy stars on an old rating that
 * has no recommendation. Facebook keeps no edit time; the Page's reply dates the review instead.
 */
export function toReview(rating: GraphRating, pageId: string): PlatformReview {
  const createdAt = graphDate(rating.created_time);
  const recommendation = rating.recommendation_type === 'positive' || rating.recommendation_type === 'negative' ? rating.recommendation_type : null;
  const stars = typeof rating.rating === 'number' && rating.rating >= 1 && rating.rating <= 5 ? rating.rating : null;
  const reply = pageCommentsOf(rating.open_graph_story?.comments?.data ?? [], pageId).at(-1);
  const replyAt = reply?.created_time ? graphDate(reply.created_time) : null;
  return {
    platformReviewId: rating.open_graph_story?.id ?? syntheticId(pageId, rating),
    canReply: Boolean(rating.open_graph_story?.id),
    reviewerName: rating.reviewer?.name?.trim() || 'Anonymous',
    title: null,
    text: rating.review_text?.trim() || null,
    translatedText: null,
    rating: recommendation ? null : stars,
    recommendation,
    createdAt,
    updatedAt: replyAt && replyAt > createdAt ? replyAt : createdAt,
    reply: reply && replyAt ? { text: reply.message!, updatedAt: replyAt, state: 'published', policyViolation: null } : null,
  };
}
