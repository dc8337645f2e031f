import { useQuery } from '@tanstack/react-query';
import { ME_STATUS_KEY } from '../../lib/me-status';
import type { MeStatus } from '../../../shared/me-status';

/**
 * The home screen polls its status every second while the tab is visible; the server answers
 * 304 when nothing changed. staleTime 0 so returning to the tab or the page also refreshes it.
 */
export function useHomeStatus() {
  return useQuery<MeStatus>({
    queryKey: ME_STATUS_KEY,
    refetchInterval: 1000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
