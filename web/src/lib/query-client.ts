import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

/** The default loader joins the query key's segments with slashes to form the GET path. */
export function getQueryFn(options: { on401: 'returnNull' | 'throw' }): QueryFunction {
  return async ({ queryKey }) => {
    try {
      return await apiRequest('GET', queryKey.join('/'));
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
