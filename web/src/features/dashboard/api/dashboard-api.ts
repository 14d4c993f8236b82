import { useQuery } from '@tanstack/react-query';
import type { TPlatformConnection } from '@common/schemas/platforms';
import { fetchHistoryPage, HISTORY_KEY } from '@web/features/history/api/history-api';
import type { LocationChoice } from '@web/features/locations/selected-location';
import { usePendingCounts } from '@web/features/reviews/api/reviews-api';

export const PLATFORMS_KEY = '/api/platforms';
export const RECENT_ACTIVITY_SIZE = 5;

/** Pending reviews and how many have a reply ready: the same query as the inbox's unfiltered counts and Luna's badge. */
export const usePendingSummary = (location: LocationChoice) => usePendingCounts({ location, q: '', stars: 'all', platform: 'all' }, true);

/** The last five completed responses. */
export const useRecentActivity = (location: LocationChoice) =>
  useQuery({
    queryKey: [HISTORY_KEY, { location, page: 1, pageSize: RECENT_ACTIVITY_SIZE }],
    queryFn: () => fetchHistoryPage({ location, page: 1, pageSize: RECENT_ACTIVITY_SIZE }),
  });

/** The user's platform connections; none means a first run. */
export const usePlatformConnections = () => useQuery<TPlatformConnection[]>({ queryKey: [PLATFORMS_KEY] });
