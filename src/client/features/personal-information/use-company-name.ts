import { useQuery } from '@tanstack/react-query';

/** GET /api/config: non-secret settings; the employer's name prefills position details. */
export function useCompanyName() {
  return useQuery<{ companyName: string }, Error, string>({
    queryKey: ['/api/config'],
    select: (config) => config.companyName ?? '',
  });
}
