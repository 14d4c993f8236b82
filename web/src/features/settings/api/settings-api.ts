import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSettings, TSettingsUpdate } from '@common/schemas/settings';
import { apiRequest } from '@web/lib/api-client';

/** The query key of GET /api/settings (the default loader fetches it). */
export const SETTINGS_KEY = ['/api/settings'] as const;

export const useSettings = () => useQuery<TSettings>({ queryKey: SETTINGS_KEY });

/** PATCH /api/settings; on success the cache holds the saved settings and is refreshed from the server. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TSettingsUpdate) => apiRequest<TSettings>('PATCH', '/api/settings', update),
    onSuccess: async (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}
