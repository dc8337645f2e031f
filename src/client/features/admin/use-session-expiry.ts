import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { ADMIN_SESSION_KEY } from '../../lib/admin-session';

/**
 * The admin grant can run out while a page is open. A 401 from an admin call re-checks the
 * session; AdminLayout then sends the visitor back to the Admin dialog.
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401)
        void queryClient.invalidateQueries({ queryKey: ADMIN_SESSION_KEY });
    },
    [queryClient],
  );
}
