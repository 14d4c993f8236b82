import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBusiness, TBusinessUpdate } from '@common/schemas/businesses';
import { apiRequest } from '@web/lib/api-client';
import { BUSINESSES_KEY } from '@web/features/platforms/api/platforms-api';

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
