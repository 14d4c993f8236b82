import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { THistoryItem } from '@common/schemas/reviews';
import type { LocationChoice } from '@web/features/locations/selected-location';
import { apiFetch } from '@web/lib/api-client';
import type { ListSort, PlatformFilter, StarChoice } from '@web/components/list/list-filters';
import type { HistoryStatusFilter } from '../lib/preferences';

/** The first key segment, shared with the reviews screen, which invalidates it after approvals. */
export const HISTORY_KEY = '/api/reviews/history';
/** Spec §9 leaves the history page size open; it pages like the reviews screen. */
export const HISTORY_PAGE_SIZE = 25;

export type HistoryParams = {
  /** The location switcher's choice. */
  location?: LocationChoice;
  page: number;
  pageSize: number;
  stars?: StarChoice;
  platform?: PlatformFilter;
  status?: HistoryStatusFilter;
  sort?: ListSort;
  q?: string;
};
export type HistoryPage = { items: THistoryItem[]; total: number };

/** The query string, without the defaults ('all', newest, empty search). */
export function historySearch(params: HistoryParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.location && params.location !== 'all') search.set('location', params.location);
  if (params.stars && params.stars !== 'all') search.set('stars', params.stars);
  if (params.platform && params.platform !== 'all') search.set('platform', params.platform);
  if (params.status && params.status !== 'all') search.set('status', params.status);
  if (params.sort && params.sort !== 'newest') search.set('sort', params.sort);
  if (params.q) search.set('q', params.q);
  return `?${search.toString()}`;
}

/** One page of history and the total that matches (the `X-Total-Count` header). */
export async function fetchHistoryPage(params: HistoryParams): Promise<HistoryPage> {
  const { data, headers } = await apiFetch<THistoryItem[]>('GET', `${HISTORY_KEY}${historySearch(params)}`);
  const header = headers.get('x-total-count');
  const total = header === null ? Number.NaN : Number(header);
  return { items: data, total: Number.isFinite(total) ? total : data.length };
}

export function useHistoryPage(params: HistoryParams) {
  return useQuery({
    queryKey: [HISTORY_KEY, params],
    queryFn: () => fetchHistoryPage(params),
    placeholderData: keepPreviousData,
  });
}

/** How many completed responses there are in all, whatever the filters (the 'y' of 'x of y'). */
export function useHistoryTotal(location: LocationChoice) {
  return useQuery({
    queryKey: [HISTORY_KEY, 'total', { location }],
    queryFn: async () => (await fetchHistoryPage({ location, page: 1, pageSize: 1 })).total,
  });
}
