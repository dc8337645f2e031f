import { useQuery } from '@tanstack/react-query';
import { INVITATION_API } from '../../shared/applications';
import type { InvitationPrefill, MyInvitation } from '../../shared/answers/applications';
import { getJson } from './api-client';
import { MY_INVITATION_KEY } from './task-records';

/** GET /api/me/invitation: what HR sent, for the wizard's and the tax form's first values. */
export { MY_INVITATION_KEY };

/**
 * The signed-in hire's invitation details (null: not invited). Asked only once an email acts
 * here: a first visit has no invitation to read. `isWaiting` while the answer is on its way.
 */
export function useMyInvitation(email: string | null | undefined): {
  prefill: InvitationPrefill | null;
  isWaiting: boolean;
} {
  const query = useQuery<MyInvitation>({
    queryKey: MY_INVITATION_KEY,
    queryFn: () => getJson<MyInvitation>(INVITATION_API.mine),
    enabled: !!email,
  });
  // A failed read leaves the fields empty rather than the wizard waiting.
  return { prefill: query.data?.invitation ?? null, isWaiting: !!email && query.isPending && !query.isError };
}
