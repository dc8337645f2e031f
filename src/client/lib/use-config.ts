import { useQuery } from '@tanstack/react-query';
import type { ConfigAnswer } from '../../shared/schemas/answers';

/**
 * GET /api/config: the employer's name, logo, ABN, default fund and time zone (settings,
 * decision 087), read once per page load and shared by every screen that shows them.
 */
export function useConfig(): ConfigAnswer | undefined {
  return useQuery<ConfigAnswer>({ queryKey: ['/api/config'] }).data;
}
