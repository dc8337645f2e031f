import { useQuery } from '@tanstack/react-query';
import type { ConfigAnswer } from '../../../shared/schemas/answers';

/** GET /api/config: non-secret settings; the employer's name prefills position details. */
export function useCompanyName() {
  return useQuery<ConfigAnswer, Error, string>({
    queryKey: ['/api/config'],
    select: (config) => config.companyName ?? '',
  });
}
