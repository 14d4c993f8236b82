import { starValue, type StoredReview } from '../types';

/** The orderBy values reviews.list accepts (A.4); ascending updateTime is not one of them. */
export const REVIEW_ORDERS = ['updateTime desc', 'rating', 'rating desc'] as const;
export type ReviewOrder = (typeof REVIEW_ORDERS)[number];

export function parseReviewOrder(raw: unknown): ReviewOrder | undefined {
  if (raw === undefined || raw === '') return 'updateTime desc';
  const normalised = String(raw).trim().replace(/\s+/g, ' ');
  return (REVIEW_ORDERS as readonly string[]).includes(normalised) ? (normalised as ReviewOrder) : undefined;
}

/** A sort key compared element by element, ascending; the review id breaks ties so the order is total. */
export type SortKey = [number, number, string];

export function sortKey(stored: StoredReview, order: ReviewOrder): SortKey {
  const updated = -Date.parse(stored.review.updateTime);
  const stars = starValue(stored.review.starRating);
  if (order === 'rating') return [stars, updated, stored.review.reviewId];
  if (order === 'rating desc') return [-stars, updated, stored.review.reviewId];
  return [updated, 0, stored.review.reviewId];
}

export function compareKeys(a: SortKey, b: SortKey): number {
  if (a[0] !== b[0]) return a[0] - b[0];
  if (a[1] !== b[1]) return a[1] - b[1];
  return a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0;
}

export interface Sorted {
  items: StoredReview[];
  keys: SortKey[];
}

export function sortReviews(reviews: StoredReview[], order: ReviewOrder): Sorted {
  const pairs = reviews.map((r) => ({ r, k: sortKey(r, order) })).sort((a, b) => compareKeys(a.k, b.k));
  return { items: pairs.map((p) => p.r), keys: pairs.map((p) => p.k) };
}

/**
 * Index of the first review after `after`. Pages continue from the last key served rather than an
 * offset, so a review arriving mid-sync does not shift later pages and repeat one.
 */
export function indexAfter(sorted: Sorted, after: SortKey): number {
  let lo = 0;
  let hi = sorted.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareKeys(sorted.keys[mid]!, after) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A memo of sorted reviews per location and order, valid for one state version. */
export class SortCache {
  private entries = new Map<string, { version: number; sorted: Sorted }>();

  get(key: string, version: number, build: () => Sorted): Sorted {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.sorted;
    const sorted = build();
    this.entries.set(key, { version, sorted });
    return sorted;
  }
}
