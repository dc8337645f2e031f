import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { SubmitApplicationAnswer } from '../../../shared/answers/submission';
import { ApiError, postJson } from '../../lib/api-client';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { toast } from '../../lib/use-toast';
import { playFireworks } from './celebrations';

class MissingEmailError extends Error {}

function failureText(error: unknown, isResubmission: boolean): string {
  if (error instanceof ApiError) {
    return error.body?.message ?? `${isResubmission ? 'Resubmission' : 'Submission'} failed: ${error.status}`;
  }
  return isResubmission
    ? 'Failed to resubmit application. Please try again.'
    : 'Failed to submit application. Please try again.';
}

/**
 * POST /api/submit-application/{email}; the server answers only for the session's own email.
 * Success: the toast, fireworks, then the success page.
 */
export function useSubmitApplication(email: string | null) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (isResubmission: boolean) => {
      if (!email) throw new MissingEmailError();
      return postJson<SubmitApplicationAnswer>(`/api/submit-application/${encodeURIComponent(email)}`, {
        isResubmission,
      });
    },
    onSuccess: async () => {
      toast({
        title: 'Application Submitted Successfully!',
        description: 'You will receive a confirmation email within 24 hours.',
      });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY }), playFireworks()]);
      navigate('/success');
    },
    onError: (error, isResubmission) => {
      if (error instanceof MissingEmailError) {
        toast({
          title: 'Error',
          // Spec §5: submitting needs a user email.
          description: "No user email found. Please ensure you've completed the personal information.",
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: isResubmission ? 'Resubmission Failed' : 'Submission Failed',
        description: failureText(error, isResubmission),
        variant: 'destructive',
      });
    },
  });
}
