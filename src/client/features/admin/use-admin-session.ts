import { useQuery } from '@tanstack/react-query';
import type { AdminSession } from '../../../shared/schemas/admin';
import { ADMIN_SESSION_KEY } from '../../lib/admin-session';

/** Re-checked each time an admin page mounts: the admin grant expires on the server. */
export function useAdminSession() {
  return useQuery<AdminSession>({ queryKey: ADMIN_SESSION_KEY, staleTime: 0 });
}
