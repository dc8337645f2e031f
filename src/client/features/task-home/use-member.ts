import { useQuery } from '@tanstack/react-query';
import { fetchMember, memberQueryKey } from '../../lib/team-member';

/** The stored member for the view dialog; refetched on each opening so an edit shows at once. */
export function useMember(email: string | null) {
  return useQuery({
    queryKey: memberQueryKey(email),
    queryFn: () => fetchMember(email ?? ''),
    enabled: !!email,
    staleTime: 0,
  });
}
