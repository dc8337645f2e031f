import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { REQUIRED_FIELDS_TOAST } from '../../../../shared/schemas/fields';
import { wizardStepById } from '../../../../shared/tasks';
import type { TeamMemberResponse } from '../../../../shared/schemas/team-member';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { flushAll } from '../../../lib/draft-autosave';
import { i18next } from '../../../lib/i18n';
import { translateMessage } from '../../../lib/translate-message';
import { clearEditMode } from '../../../lib/edit-mode';
import { useGoHomeAfterTask } from '../../../lib/submit-area';
import { isStepUpRequired } from '../../../lib/step-up';
import { MEMBER_KEY_ROOT } from '../../../lib/team-member';
import { toast } from '../../../lib/use-toast';
import { DRAFTS_KEY } from '../../../lib/use-autosave';
import { MultipartError, sendJson } from '../send-multipart';
import { DRAFT_PHOTO_KEY } from '../../../lib/use-draft-photo';
import type { StepContext } from '../use-step-source';

/** POST /api/me/personal-information: the server makes the member from its own step drafts. */
export const COMPLETE_URL = '/api/me/personal-information';

/** Spec §8: the server's message, else the fallback with the connection advice (in the language shown). */
function failureText(error: unknown, isUpdate: boolean): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return translateMessage(error.body.message);
    if (!error.body) {
      const statusText = error instanceof MultipartError ? error.statusText : '';
      return i18next.t('confirmation.serverError', { ns: 'wizard', status: error.status, statusText });
    }
  }
  return i18next.t(isUpdate ? 'confirmation.updateFailed' : 'confirmation.createFailed', { ns: 'wizard' });
}

/** The step a 422 `step_incomplete` names (the server found it missing or half typed). */
function incompleteStep(error: unknown) {
  if (!(error instanceof ApiError) || error.body?.error !== 'step_incomplete') return undefined;
  return wizardStepById(error.body.fields?.step ?? '');
}

interface SubmitValues {
  notes: string;
  signature: string;
}

/**
 * Sends what the confirmation collects, the notes and the initial (decision 053): the server
 * merges its own validated step drafts and draft photo into the member, creating it or, when one
 * exists, updating it. No answer of the other steps, bank and visa numbers included, is sent back.
 * The confirmation draft is saved first so the notes survive a failed attempt.
 */
export function useSubmitMember(context: StepContext) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const goHome = useGoHomeAfterTask();
  const isUpdate = context.status.memberId !== null;

  return useMutation({
    mutationFn: async (values: SubmitValues) => {
      // Best effort: a lost notes draft must not stop the submission itself.
      await apiRequest('PUT', '/api/me/drafts/confirmation', values).catch(() => undefined);
      // Whatever another step still has waiting (typed offline, restored from the device) reaches
      // the server first: the member is made from what the server holds.
      await flushAll();
      // A submitted application's change asks for a fresh code first (lib/step-up.ts, decision 018).
      return sendJson<TeamMemberResponse>('POST', COMPLETE_URL, values);
    },
    onSuccess: () => {
      toast({
        title: i18next.t('confirmation.completedTitle', { ns: 'wizard' }),
        description: i18next.t('confirmation.completed', { ns: 'wizard' }),
      });
      clearEditMode();
      for (const queryKey of [DRAFTS_KEY, DRAFT_PHOTO_KEY, [MEMBER_KEY_ROOT]]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      // The status is read afresh there: the last task done leads to the submit area.
      return goHome();
    },
    onError: (error) => {
      // The code dialog was closed: nothing was sent, and nothing more to say.
      if (isStepUpRequired(error)) return;
      const step = incompleteStep(error);
      if (step) {
        // Not an error of this page: it goes with the person to the step it names (a destructive
        // toast is the page's own, dismissed as the route changes: use-toast.ts).
        toast({
          title: translateMessage(REQUIRED_FIELDS_TOAST.title),
          description: failureText(error, isUpdate),
        });
        navigate(step.route);
        return;
      }
      toast({
        title: i18next.t('confirmation.failedTitle', { ns: 'wizard' }),
        description: failureText(error, isUpdate),
        variant: 'destructive',
      });
    },
  });
}
