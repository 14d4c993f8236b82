import { queryOptions } from '@tanstack/react-query';
import type { TUserResponse } from '@common/schemas/auth';
import { getQueryFn } from '@web/lib/query-client';

export const CURRENT_USER_KEY = ['/api/auth/me'] as const;

/**
 * Who is signed in: the user, or null when there is no session (401 is an answer here, not an error).
 * Kept apart from `useCurrentUser`: the routes use it, they are in every page's first download (the
 * landing page's too), and the query hooks should not be.
 */
export const currentUserQuery = queryOptions<TUserResponse | null>({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn({ on401: 'returnNull' }) as () => Promise<TUserResponse | null>,
  retry: false,
});
