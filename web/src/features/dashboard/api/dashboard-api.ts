import { useQuery } from '@tanstack/react-query';
import type { TPlatformConnection } from '@common/schemas/platforms';
import type { TReviewCounts, TReviewStats } from '@common/schemas/reviews';
import { fetchHistoryPage, HISTORY_KEY } from '@web/features/history/api/history-api';
import { apiRequest } from '@web/lib/api-client';

// The same first key segments as the reviews screen, which invalidates them after approvals.
export const STATS_KEY = '/api/reviews/stats';
export const COUNTS_KEY = '/api/reviews/pending/counts';
export const PLATFORMS_KEY = '/api/platforms';
export const RECENT_ACTIVITY_SIZE = 5;

/** Average rating over all reviews (null when none is rated). */
export const useReviewStats = () => useQuery<TReviewStats>({ queryKey: [STATS_KEY] });

/** Pending reviews and how many have a reply ready. The key (no filters) matches the reviews screen's unfiltered counts. */
export const usePendingSummary = () =>
  useQuery({
    queryKey: [COUNTS_KEY, { q: '', stars: 'all', platform: 'all' }],
    queryFn: () => apiRequest<TReviewCounts>('GET', COUNTS_KEY),
  });

/** The last five completed responses. */
export const useRecentActivity = () =>
  useQuery({
    queryKey: [HISTORY_KEY, { page: 1, pageSize: RECENT_ACTIVITY_SIZE }],
    queryFn: () => fetchHistoryPage({ page: 1, pageSize: RECENT_ACTIVITY_SIZE }),
  });

/** The user's platform connections; none means a first run. */
export const usePlatformConnections = () => useQuery<TPlatformConnection[]>({ queryKey: [PLATFORMS_KEY] });
