import type { FacebookPage, Person, StoredComment, StoredRating } from '../types';
import { graphTime } from '../types';
import { errors, GraphFailure } from '../graph-errors';
import { selectFields, type FieldNode, type NodeShape } from './fields';
import { cutWindow, DEFAULT_LIMIT, listBody } from './paging';

/**
 * How ratings, their stories and comments are served, for whatever fields were asked for. Fields with
 * no value (no text, no legacy stars, no story) are left out, as Graph leaves them out.
 */

export const RECOMMENDATION: NodeShape = {
  type: 'Recommendation',
  fields: ['created_time', 'has_rating', 'has_review', 'open_graph_story', 'rating', 'recommendation_type', 'review_text', 'reviewer'],
  // Without `fields`, no open_graph_story: an adapter that does not ask for it gets none [unverified].
  defaults: ['created_time', 'has_rating', 'has_review', 'rating', 'recommendation_type', 'review_text', 'reviewer'],
};

const STORY_FIELDS = ['id', 'start_time', 'end_time', 'type', 'data', 'comments'];
export const OPEN_GRAPH_STORY: NodeShape = { type: 'OpenGraphAction', fields: STORY_FIELDS, defaults: ['id', 'start_time', 'end_time', 'type', 'data'] };

/**
 * The story node read by its id: Graph serves an Open Graph action there; the emulator answers both
 * the action's fields and the rating's, so one read gives the adapter's getReview the whole rating
 * (an emulator choice, [unverified] against the live Graph).
 */
export const STORY_NODE: NodeShape = { type: 'OpenGraphAction', fields: [...STORY_FIELDS, ...RECOMMENDATION.fields], defaults: OPEN_GRAPH_STORY.defaults };

export const COMMENT: NodeShape = { type: 'Comment', fields: ['id', 'message', 'from', 'created_time', 'like_count', 'comment_count'], defaults: ['created_time', 'from', 'message', 'id'] };
const PERSON: NodeShape = { type: 'User', fields: ['id', 'name'], defaults: ['id', 'name'] };

/** Where nested lists point their `next` links, and which version the caller used. */
export interface Presenting {
  baseUrl: string;
  version: string;
}

function person(who: Person, field: FieldNode) {
  const out: Record<string, string> = {};
  for (const f of selectFields(field.children, PERSON)) out[f.name] = who[f.name as keyof Person];
  return out;
}

export function presentComment(comment: StoredComment, fields: FieldNode[]) {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.name === 'id') out.id = comment.id;
    else if (f.name === 'message') out.message = comment.message;
    else if (f.name === 'from') out.from = person(comment.from, f);
    else if (f.name === 'created_time') out.created_time = graphTime(comment.createdMs);
    else out[f.name] = 0;
  }
  return out;
}

/** Comments oldest first, Graph's default order for them. */
export const commentsInOrder = (rating: StoredRating) => [...rating.comments].sort((a, b) => a.createdMs - b.createdMs || (a.id < b.id ? -1 : 1));
export const commentPosition = (comment: StoredComment) => `${String(comment.createdMs).padStart(16, '0')}|${comment.id}`;

/** The comments edge nested in a story: its first page, or nothing at all when there are none. */
function nestedComments(rating: StoredRating, field: FieldNode, how: Presenting) {
  const comments = commentsInOrder(rating);
  if (comments.length === 0) return undefined;
  const limit = field.limit ?? DEFAULT_LIMIT;
  const window = cutWindow(comments, commentPosition, { limit });
  const fields = selectFields(field.children, COMMENT);
  const edge = new URL(`${how.baseUrl}/${how.version}/${rating.storyId}/comments`);
  edge.searchParams.set('limit', String(limit));
  return listBody(window, window.items.map((c) => presentComment(c, fields)), edge);
}

/** One field of the story itself (the open_graph_story object, or the story node). */
function storyField(rating: StoredRating, field: FieldNode, how: Presenting): unknown {
  switch (field.name) {
    case 'id':
      return rating.storyId;
    case 'start_time':
    case 'end_time':
      return graphTime(rating.createdMs);
    case 'type':
      return 'places.rates';
    case 'data':
      return {
        ...(rating.rating !== undefined ? { rating: { value: rating.rating, scale: 5 } } : {}),
        ...(rating.recommendationType ? { recommendation_type: rating.recommendationType } : {}),
        ...(rating.reviewText !== undefined ? { review_text: rating.reviewText } : {}),
      };
    case 'comments':
      return nestedComments(rating, field, how);
    default:
      throw new GraphFailure(errors.nonexistingField(field.name, OPEN_GRAPH_STORY.type));
  }
}

/** One field of the Recommendation. */
function ratingField(rating: StoredRating, field: FieldNode, how: Presenting): unknown {
  switch (field.name) {
    case 'created_time':
      return graphTime(rating.createdMs);
    case 'has_rating':
      return rating.rating !== undefined;
    case 'has_review':
      return rating.reviewText !== undefined;
    case 'rating':
      return rating.rating;
    case 'recommendation_type':
      return rating.recommendationType;
    case 'review_text':
      return rating.reviewText;
    case 'reviewer':
      return person(rating.reviewer, field);
    case 'open_graph_story': {
      if (!rating.storyId) return undefined;
      const out: Record<string, unknown> = {};
      for (const f of selectFields(field.children, OPEN_GRAPH_STORY)) out[f.name] = storyField(rating, f, how);
      return out;
    }
    default:
      return storyField(rating, field, how);
  }
}

/** A rating with the asked-for fields; undefined values are dropped, so JSON leaves them out. */
export function presentRating(rating: StoredRating, fields: FieldNode[], how: Presenting): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const value = ratingField(rating, f, how);
    if (value !== undefined) out[f.name] = value;
  }
  return out;
}

/** The Page node, as `/me` with a Page token or `/{page-id}` serves it. */
export const PAGE_NODE: NodeShape = { type: 'Page', fields: ['id', 'name', 'category', 'single_line_address'], defaults: ['id', 'name'] };

/** A Page field as Graph answers it; the address on one line, as Graph's `single_line_address` gives it. */
export function pageField(page: FacebookPage, name: string): unknown {
  if (name === 'single_line_address') return `${page.street}, ${page.zip} ${page.city}`;
  return page[name as 'id' | 'name' | 'category'];
}
export const presentPage = (page: FacebookPage, fields: FieldNode[]) => Object.fromEntries(fields.map((f) => [f.name, pageField(page, f.name)]));
