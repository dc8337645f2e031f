import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../lib/error-message';
import { toast } from '../../lib/use-toast';
import { useSessionExpiry } from './use-session-expiry';

/**
 * An admin change to a list: a failure re-checks the admin session and shows the server's message
 * (a duplicate email says so) or the fallback; either way the list is re-read afterwards.
 */
export function useAdminMutation<TInput, TAnswer>(options: {
  listKey: readonly [string];
  mutationFn: (input: TInput) => Promise<TAnswer>;
  onSuccess: (answer: TAnswer, input: TInput) => unknown;
  onError?: (error: unknown) => void;
  errorTitle: string;
  errorFallback: string;
}) {
  const queryClient = useQueryClient();
  const checkExpiry = useSessionExpiry();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess,
    onError: (error) => {
      checkExpiry(error);
      options.onError?.(error);
      toast({
        title: options.errorTitle,
        description: serverMessage(error, options.errorFallback),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: options.listKey }),
  });
}
