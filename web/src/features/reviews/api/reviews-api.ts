import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { TAiResponse, TReview, TReviewCounts, TReviewDetail, TReviewStats } from '@common/schemas/reviews';
import { REVIEWS_PAGE_SIZE } from '@common/schemas/reviews';
import { ApiError, apiFetch, apiRequest } from '@web/lib/api-client';
import type { LocationChoice } from '@web/features/locations/selected-location';
import type { ListSort, PlatformFilter } from '@web/components/list/list-filters';
import { LOW_STARS, type StarFilter } from '../lib/preferences';

export const PENDING_KEY = '/api/reviews/pending';
export const COUNTS_KEY = '/api/reviews/pending/counts';
export const STATS_KEY = '/api/reviews/stats';
export const HISTORY_KEY = '/api/reviews/history';

export type PendingParams = {
  /** The location switcher's choice. */
  location: LocationChoice;
  page: number;
  pageSize: number;
  stars: StarFilter;
  platform: PlatformFilter;
  sort: ListSort;
  q: string;
};
export type PendingPage = { reviews: TReview[]; total: number };

/** The query string of a list call, without the defaults ('all', empty search). */
export function listSearch(params: Partial<PendingParams>): string {
  const search = new URLSearchParams();
  if (params.location && params.location !== 'all') search.set('location', params.location);
  if (params.page !== undefined) search.set('page', String(params.page));
  if (params.pageSize !== undefined) search.set('pageSize', String(params.pageSize));
  // The API takes one star at a time; its negative sentiment is exactly the ratings 1 and 2.
  if (params.stars === LOW_STARS) search.set('sentiment', 'negative');
  else if (params.stars && params.stars !== 'all') search.set('stars', params.stars);
  if (params.platform && params.platform !== 'all') search.set('platform', params.platform);
  if (params.sort && params.sort !== 'newest') search.set('sort', params.sort);
  if (params.q) search.set('q', params.q);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function fetchPendingPage(params: Partial<PendingParams>): Promise<PendingPage> {
  const { data, headers } = await apiFetch<TReview[]>('GET', `${PENDING_KEY}${listSearch(params)}`);
  const total = Number(headers.get('x-total-count'));
  return { reviews: data, total: Number.isFinite(total) && headers.has('x-total-count') ? total : data.length };
}

/** One page of the pending list (server-side paging, filters, search and sort). */
export function usePendingPage(params: PendingParams, enabled: boolean) {
  return useQuery({
    queryKey: [PENDING_KEY, params],
    queryFn: () => fetchPendingPage(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type CountParams = Pick<PendingParams, 'location' | 'q' | 'stars' | 'platform'>;

/** Counts for the star and platform filters, plus the totals of the header and the bulk 5★ action (Luna's badge polls them). */
export function usePendingCounts(params: CountParams, enabled: boolean, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: [COUNTS_KEY, params],
    queryFn: () => apiRequest<TReviewCounts>('GET', `${COUNTS_KEY}${listSearch(params)}`),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval,
  });
}

/**
 * The review a link points at (`/reviews?review=<id>`), fetched by id however far back it is. Shaped as a
 * page so that `replaceCachedReview` keeps it current; empty when the review no longer waits (answered
 * meanwhile), is unknown or is not the user's (404), or the id is malformed (400).
 */
export function useLinkedReview(reviewId: string | null) {
  return useQuery({
    queryKey: [PENDING_KEY, { review: reviewId }],
    queryFn: async (): Promise<PendingPage> => {
      try {
        const { waiting, ...review } = await apiRequest<TReviewDetail>('GET', `/api/reviews/${encodeURIComponent(reviewId!)}`);
        return waiting ? { reviews: [review], total: 1 } : { reviews: [], total: 0 };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { reviews: [], total: 0 };
        throw error;
      }
    },
    enabled: reviewId !== null,
  });
}

export function useReviewStats(location: LocationChoice, enabled = true) {
  return useQuery({
    queryKey: [STATS_KEY, { location }],
    queryFn: () => apiRequest<TReviewStats>('GET', `${STATS_KEY}${listSearch({ location })}`),
    enabled,
  });
}

/**
 * The ids of every five-star reply waiting for approval, read page by page (100 at a time, the API's
 * limit). Only the explicit 'Approve All 5★ Reviews' action reads the whole list. Replies carrying
 * guardrail warnings are left out and counted: each is approved on its own, after a look.
 */
export async function fetchFiveStarPendingResponseIds(location: LocationChoice): Promise<{ ids: string[]; warned: number }> {
  const ids: string[] = [];
  let warned = 0;
  const pageSize = 100;
  for (let page = 1; ; page++) {
    const { reviews, total } = await fetchPendingPage({ location, page, pageSize, stars: '5' });
    for (const review of reviews) {
      if (review.aiResponse?.status !== 'pending') continue;
      if (review.aiResponse.warnings.length > 0) warned++;
      else ids.push(review.aiResponse.id);
    }
    if (reviews.length < pageSize || page * pageSize >= total) break;
  }
  return { ids, warned };
}

/** The bulk-approve call takes at most 500 ids; larger sets go in several calls. */
export async function bulkApprove(responseIds: string[]): Promise<{ approved: number; failed: number }> {
  let approved = 0;
  let failed = 0;
  for (let start = 0; start < responseIds.length; start += 500) {
    const result = await apiRequest<{ approved: number; failed: number }>('POST', '/api/ai-responses/bulk-approve', {
      responseIds: responseIds.slice(start, start + 500),
    });
    approved += result.approved;
    failed += result.failed;
  }
  return { approved, failed };
}

export const approveResponse = (responseId: string) => apiRequest<TAiResponse>('POST', `/api/ai-responses/${responseId}/approve`);

export const updateResponse = (responseId: string, responseText: string) =>
  apiRequest<TAiResponse>('PATCH', `/api/ai-responses/${responseId}`, { responseText });

export const setResolvedOffline = (reviewId: string, resolvedOffline: boolean) =>
  apiRequest<TReview>('PATCH', `/api/reviews/${reviewId}`, { resolvedOffline });

/** Spec §4: regenerating first stores the review's resolvedOffline flag, then asks for a new reply. */
export async function regenerateResponse(reviewId: string, resolvedOffline: boolean): Promise<TReview> {
  await setResolvedOffline(reviewId, resolvedOffline);
  return apiRequest<TReview>('POST', `/api/reviews/${reviewId}/generate-response`);
}

/** Puts a changed review into every cached pending page that shows it. */
export function replaceCachedReview(queryClient: QueryClient, reviewId: string, change: (review: TReview) => TReview) {
  const replace = (list: TReview[]) =>
    list.some((review) => review.id === reviewId) ? list.map((review) => (review.id === reviewId ? change(review) : review)) : list;
  // Other screens may cache the unpaged list (a plain array) under the same first key segment.
  queryClient.setQueriesData<PendingPage | TReview[]>({ queryKey: [PENDING_KEY] }, (data) => {
    if (Array.isArray(data)) return replace(data);
    if (!data || !Array.isArray(data.reviews)) return data;
    const reviews = replace(data.reviews);
    return reviews === data.reviews ? data : { ...data, reviews };
  });
}

/** After approvals: the pending list, its counts, the stats and the history are all out of date. */
export async function invalidateReviewLists(queryClient: QueryClient) {
  await Promise.all(
    [PENDING_KEY, COUNTS_KEY, STATS_KEY, HISTORY_KEY].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
}

export { REVIEWS_PAGE_SIZE };
