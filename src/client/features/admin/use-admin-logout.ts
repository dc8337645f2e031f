import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { postJson } from '../../lib/api-client';
import { ADMIN_SESSION_KEY } from '../../lib/admin-session';

/** Ends the admin session and returns home; an already expired session counts as logged out. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => postJson('/api/admin/logout', {}),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ADMIN_SESSION_KEY });
      navigate('/');
    },
  });
}
