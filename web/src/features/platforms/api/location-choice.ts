import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TChooseLocations, TLocationChoice, TPlatformConnection } from '@common/schemas/platforms';
import { apiRequest } from '@web/lib/api-client';
import { BUSINESSES_KEY, PLATFORMS_KEY } from './platforms-api';

const choicePath = (choiceId: string) => `/api/connections/choices/${encodeURIComponent(choiceId)}`;

/** GET /api/connections/choices/{id}: the places a login manages, while the choice lasts (30 minutes). */
export const useLocationChoice = (choiceId: string | null) =>
  useQuery<TLocationChoice>({ queryKey: [choiceId ? choicePath(choiceId) : 'no-choice'], enabled: choiceId !== null, retry: false });

/** POST /api/connections/choices/{id}: connects the places ticked, each to its business; the choice is used up. */
export function useChooseLocations(choiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChooseLocations) => apiRequest<TPlatformConnection[]>('POST', choicePath(choiceId), body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY }), queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY })]),
  });
}
