import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@web/features/auth/api/current-user-query';

export const PROFILE_KEY = ['/api/profile'] as const;

/** After a change to the account: reload the profile and the signed-in user (spec §7). */
export const refreshAccount = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
    queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  ]);
