import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ZPlatformInfoSchema, type TPlatformInfo } from '@common/schemas/platform-info';
import type { TPlatformConnection } from '@common/schemas/platforms';
import { apiRequest } from '@web/lib/api-client';

export const PLATFORMS_KEY = ['/api/platforms'] as const;
export const PLATFORM_INFO_KEY = ['/api/platforms/info'] as const;
export const BUSINESSES_KEY = ['/api/businesses'] as const;

export type TSyncResult = { imported: number; updated?: number };

/** GET /api/platforms: the user's connections. */
export const usePlatformConnections = () => useQuery<TPlatformConnection[]>({ queryKey: PLATFORMS_KEY });

/**
 * GET /api/platforms/info. `googleEmulated` is undefined while unknown (loading, or a server without
 * the call or with another answer): the screens then say nothing about it.
 */
export function usePlatformInfo(): Partial<TPlatformInfo> {
  const { data } = useQuery<unknown, Error, TPlatformInfo | null>({
    queryKey: PLATFORM_INFO_KEY,
    select: (answer) => {
      const parsed = ZPlatformInfoSchema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
  });
  return data ?? {};
}

/** After a sync: the connection's dates and every review list or count may have changed (spec §7). */
export async function refreshAfterSync(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['/api/reviews/pending'] }),
    // The reviews screen keeps counts and stats under their own paths: those changed too.
    queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/reviews/'),
    }),
  ]);
}

/**
 * POST /api/connections/{id}/sync → { imported }. Each card has its own, so each has its own busy state.
 * A failed sync refreshes too: the connection now carries why it failed, and pages read before the
 * failure are stored.
 */
export function useSyncConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) => apiRequest<TSyncResult>('POST', `/api/connections/${connectionId}/sync`),
    onSettled: () => refreshAfterSync(queryClient),
  });
}

/** DELETE /api/connections/{id}. Nothing is deleted on the platform itself. */
export function useDisconnectConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (connectionId: string) => apiRequest('DELETE', `/api/connections/${connectionId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY }),
  });
}
