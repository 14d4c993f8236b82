import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusiness, TBusinessUpdate } from '@common/schemas/businesses';
import { apiRequest } from '@web/lib/api-client';
import { BUSINESSES_KEY, PLATFORMS_KEY } from '@web/features/platforms/api/platforms-api';

/** GET /api/businesses: the user's locations, each with its own name, signature and reply language. */
export const useBusinesses = () => useQuery<TBusiness[]>({ queryKey: BUSINESSES_KEY });

/** PATCH /api/businesses/{id}: a location's identity; its next drafts sign with it. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TBusinessUpdate }) => apiRequest<TBusiness>('PATCH', `/api/businesses/${encodeURIComponent(id)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }),
  });
}

/** DELETE /api/businesses/{id}: the location with its reviews and replies; every list and count changes. */
export function useRemoveBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ ok: true; removedReviews: number }>('DELETE', `/api/businesses/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY }),
        queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY }),
        queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/reviews') }),
      ]),
  });
}
