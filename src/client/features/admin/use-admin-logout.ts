import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { postJson } from '../../lib/api-client';

/**
 * Ends the staff session (the server deletes it: it held nothing else) and returns home, with
 * nothing the admin pages fetched left in memory; an already expired session counts as logged out.
 */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => postJson('/api/admin/logout', {}),
    onSettled: () => {
      queryClient.removeQueries();
      navigate('/');
    },
  });
}
