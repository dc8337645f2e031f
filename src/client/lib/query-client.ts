import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { getJson } from './api-client';
import { toast } from './use-toast';

/**
 * A save, submit or change pressed with no connection waits (a paused mutation) and is sent when
 * the browser is back online (issue 23). The wizard's Next says so itself (use-step-form.ts).
 */
export const OFFLINE_ACTION_TOAST = {
  title: "You're offline",
  description: "Nothing is lost: this goes on by itself when you're back online.",
};

/**
 * Spec §7: a query GETs its key parts joined with slashes; no refetch interval, no refetch on
 * focus, data never stale, no retries. The home status query overrides these to poll.
 */
export const queryClient = new QueryClient({
  mutationCache: new MutationCache({
    onMutate: (_variables, mutation) => {
      if (!onlineManager.isOnline() && mutation.options.networkMode !== 'always') toast(OFFLINE_ACTION_TOAST);
    },
  }),
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
