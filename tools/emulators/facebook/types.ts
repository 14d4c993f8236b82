import type { Language } from '../google/types';

/**
 * Facebook's resources as the emulator keeps them, plus its own bookkeeping. Field names follow
 * platform-apis.md B; ids are long numeric strings, as Facebook's are, so an adapter never assumes short ones.
 */

export interface FacebookUser {
  /** An app-scoped user id. */
  id: string;
  name: string;
  email: string;
  /** The Pages this person manages (has the MODERATE task on). */
  pageIds: string[];
}

export interface FacebookPage {
  id: string;
  name: string;
  /** Facebook's free-text category, e.g. "Café". */
  category: string;
  street: string;
  zip: string;
  city: string;
}

export interface Person {
  id: string;
  name: string;
}

export const RECOMMENDATION_TYPES = ['positive', 'negative'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

export interface StoredComment {
  /** `{story-id}_{comment-id}`, the form Graph gives comment ids. */
  id: string;
  message: string;
  from: Person;
  createdMs: number;
}

/**
 * One person's rating of a Page (Graph's Recommendation). Facebook keeps one per person per Page, so
 * `key` = `{page-id}:{reviewer-id}` identifies it for the control routes; Graph itself gives a
 * Recommendation no id of its own, only its story's.
 */
export interface StoredRating {
  key: string;
  pageId: string;
  reviewer: Person;
  createdMs: number;
  /** Absent only on some legacy star ratings from before August 2018. */
  recommendationType?: RecommendationType;
  /** The legacy 1–5 stars, only on ratings from before August 2018. */
  rating?: number;
  reviewText?: string;
  /** The language the text is written in, where known: bookkeeping for tests, Graph does not serve it. */
  language?: Language;
  /** The open_graph_story's id; absent on some old ratings, which therefore cannot be answered. */
  storyId?: string;
  /**
   * The reviewer restricted who sees it: Graph counts it when cutting a page of results and then
   * leaves it out, so pages come back short (or empty) while more follow.
   */
  hidden?: boolean;
  comments: StoredComment[];
}

/** What one person granted one app on the consent dialog. */
export interface Grant {
  appId: string;
  userId: string;
  granted: string[];
  declined: string[];
  /** The Pages the person opted in for this app. */
  pageIds: string[];
}

/** A call to the comments edge or a comment delete, whatever its outcome, for tests to inspect. */
export interface ReplyCall {
  method: 'POST' | 'DELETE';
  /** The id in the path as the caller gave it: a story id, `{page-id}_{story-id}`, or a comment id. */
  objectId: string;
  /** The rating's story id, when the id named one. */
  storyId?: string;
  body: unknown;
  time: string;
  status: number;
  /** Graph's error code when the call was refused. */
  errorCode?: number;
}

/** Where rating events are pushed; they are signed with the app's secret, as Meta signs them. */
export interface WebhookTarget {
  url: string;
  /** Which registered app the subscription belongs to; default the first. */
  appId?: string;
}

export interface WebhookDelivery {
  item: 'rating' | 'comment';
  verb: 'add' | 'edit' | 'remove';
  pageId: string;
  storyId?: string;
  time: string;
  /** The HTTP status the target answered, or undefined when it could not be reached. */
  status?: number;
  error?: string;
}

/** Graph's timestamps: `2018-07-07T04:35:18+0000`. */
export const graphTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}+0000`;

/** `v21.0` → 21; NaN for anything that is not a Graph version. */
export function versionNumber(version: string): number {
  const match = /^v(\d+)\.(\d+)$/.exec(version);
  return match ? Number(match[1]) + Number(match[2]) / 100 : Number.NaN;
}
