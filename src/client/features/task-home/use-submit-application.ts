import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { SubmitApplicationAnswer } from '../../../shared/answers/submission';
import { ApiError, postJson } from '../../lib/api-client';
import { hireMessage } from '../../lib/error-message';
import { ME_STATUS_KEY } from '../../lib/me-status';
import { toast } from '../../lib/use-toast';
import { playFireworks } from './celebrations';

class MissingEmailError extends Error {}

/**
 * POST /api/submit-application/{email}; the server answers only for the session's own email.
 * Success: the toast, fireworks, then the success page.
 */
export function useSubmitApplication(email: string | null) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { t } = useTranslation('home');
  const failureText = (error: unknown, isResubmission: boolean): string => {
    if (error instanceof ApiError) {
      const status = { status: error.status };
      return hireMessage(
        error,
        isResubmission ? t('submit.resubmitFailedStatus', status) : t('submit.failedStatus', status),
      );
    }
    return isResubmission ? t('submit.resubmitFailed') : t('submit.failed');
  };
  return useMutation({
    mutationFn: async (isResubmission: boolean) => {
      if (!email) throw new MissingEmailError();
      return postJson<SubmitApplicationAnswer>(`/api/submit-application/${encodeURIComponent(email)}`, {
        isResubmission,
      });
    },
    onSuccess: async () => {
      toast({ title: t('submit.doneTitle'), description: t('submit.done') });
      await Promise.all([queryClient.invalidateQueries({ queryKey: ME_STATUS_KEY }), playFireworks()]);
      navigate('/success');
    },
    onError: (error, isResubmission) => {
      if (error instanceof MissingEmailError) {
        toast({
          title: t('submit.errorTitle'),
          // Spec §5: submitting needs a user email.
          description: t('submit.noEmail'),
          variant: 'destructive',
        });
        return;
      }
      toast({
        title: isResubmission ? t('submit.resubmitFailedTitle') : t('submit.failedTitle'),
        description: failureText(error, isResubmission),
        variant: 'destructive',
      });
    },
  });
}
