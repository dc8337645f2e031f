import { QueryClient } from '@tanstack/react-query';
import { getJson } from './api-client';

/**
 * Spec §7: a query GETs its key parts joined with slashes; no refetch interval, no refetch on
 * focus, data never stale, no retries. The home status query overrides these to poll.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: ({ queryKey }) => getJson(queryKey.map(String).join('/')),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: { retry: false },
  },
});
