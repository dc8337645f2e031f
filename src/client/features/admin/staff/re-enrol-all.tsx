import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { RE_ENROL_ALL_CONFIRMATION } from '../../../../shared/re-enrol-all';
import type { ReEnrolAllAnswer } from '../../../../shared/schemas/staff-re-enrolment';
import { postJson } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { TypedConfirmationCard } from '../typed-confirmation-card';
import { useSessionExpiry } from '../use-session-expiry';

/**
 * 'Require every staff member to enrol again' (issue 36 item 5): after a key rotation done because
 * the data key leaked. It signs everyone out, this owner too, so it ends on the home page.
 */
export function ReEnrolAll() {
  const queryClient = useQueryClient();
  const checkExpiry = useSessionExpiry();
  const [, navigate] = useLocation();
  const reEnrol = useMutation({
    mutationFn: () =>
      postJson<ReEnrolAllAnswer>('/api/admin/staff/re-enrol-all', { confirm: RE_ENROL_ALL_CONFIRMATION }),
    onSuccess: ({ people }) => {
      toast({
        title: 'Everyone Signed Out',
        description: `We emailed ${people === 1 ? 'one staff member' : `all ${people} staff members`} a new link to set up their sign-in (you too). Each link works for 24 hours.`,
      });
      queryClient.removeQueries();
      navigate('/');
    },
    onError: (error) => {
      checkExpiry(error);
      toast({
        title: 'Not Done',
        description: serverMessage(error, 'Sorry, nobody was signed out. Please try again.'),
        variant: 'destructive',
      });
    },
  });
  return (
    <TypedConfirmationCard
      title="Require everyone to set up their sign-in again"
      description="For after a data key rotation done because the key was exposed: the old key could read every authenticator. This signs out every staff member (you too), removes every password, authenticator, passkey and recovery code, and emails each active person a new set-up link that works for 24 hours."
      phrase={RE_ENROL_ALL_CONFIRMATION}
      buttonLabel="Require Everyone to Enrol Again"
      pendingLabel="Signing everyone out..."
      isPending={reEnrol.isPending}
      onConfirm={() => reEnrol.mutate()}
    />
  );
}
