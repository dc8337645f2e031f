import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PROFILE_PHOTO_MISSING_LONG } from '../../../../shared/schemas/basic-info';
import { REQUIRED_FIELDS_TOAST } from '../../../../shared/schemas/fields';
import type { WizardStep } from '../../../../shared/tasks';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { clearEditMode } from '../../../lib/edit-mode';
import { useGoHomeAfterTask } from '../../../lib/submit-area';
import { requestStepUp } from '../../../lib/step-up';
import { fetchMember, MEMBER_KEY_ROOT, memberQueryKey } from '../../../lib/team-member';
import { toast } from '../../../lib/use-toast';
import { MultipartError, sendMultipart } from '../send-multipart';
import { DRAFT_PHOTO_KEY } from '../../../lib/use-draft-photo';
import { DRAFTS_KEY } from '../../../lib/use-autosave';
import type { DraftMap } from '../use-drafts';
import type { StepContext } from '../use-step-source';
import { buildMemberForm } from './build-member-form';

class MissingStepError extends Error {
  constructor(readonly step: WizardStep) {
    super(`${step.id} is not saved`);
  }
}

class MissingPhotoError extends Error {}

/** The code dialog was closed: nothing is sent, and nothing more to say. */
class StepUpClosedError extends Error {}

/** Spec §8: the server's message, else the fallback with the connection advice. */
function failureText(error: unknown, isUpdate: boolean): string {
  if (error instanceof MissingPhotoError) return PROFILE_PHOTO_MISSING_LONG;
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    if (!error.body) {
      const statusText = error instanceof MultipartError ? error.statusText : '';
      return `Server error: ${error.status} - ${statusText}`;
    }
  }
  const fallback = isUpdate ? 'Failed to update team member' : 'Failed to create team member';
  return `${fallback}. Please check your internet connection and try again`;
}

interface SubmitValues {
  notes: string;
  signature: string;
}

/**
 * Creates the member (POST) or, when one exists, updates it (PUT), from the seven saved steps
 * plus the notes and initial. The confirmation draft is saved first so the notes survive a
 * failed attempt.
 */
export function useSubmitMember(context: StepContext) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const goHome = useGoHomeAfterTask();
  const memberId = context.status.memberId;
  const isUpdate = memberId !== null;

  return useMutation({
    mutationFn: async (values: SubmitValues) => {
      // Best effort: a lost notes draft must not stop the submission itself.
      await apiRequest('PUT', '/api/me/drafts/confirmation', values).catch(() => undefined);
      // A submitted application's numbers came back masked: a fresh code first, then the saved
      // member and drafts in full, so no mask is ever sent as a number (decision 018).
      let member = context.member;
      if (member?.masked) {
        if (!(await requestStepUp())) throw new StepUpClosedError();
        const email = context.status.email ?? '';
        member = await queryClient.fetchQuery({
          queryKey: memberQueryKey(email),
          queryFn: () => fetchMember(email),
          staleTime: 0,
        });
      }
      const { drafts } = await queryClient.fetchQuery<{ drafts: DraftMap }>({
        queryKey: DRAFTS_KEY,
        staleTime: 0,
      });
      const built = buildMemberForm({
        drafts,
        member,
        ...values,
        photoPath: context.draftPhotoUrl ?? member?.profilePhotoPath ?? null,
      });
      if ('missingStep' in built) throw new MissingStepError(built.missingStep);
      if ('isPhotoMissing' in built) throw new MissingPhotoError();
      return isUpdate
        ? sendMultipart('PUT', `/api/team-members/${memberId}`, built.form)
        : sendMultipart('POST', '/api/team-members', built.form);
    },
    onSuccess: () => {
      toast({
        title: 'Onboarding Form Completed!',
        description: 'Continue with the remaining forms to complete your application.',
      });
      clearEditMode();
      for (const queryKey of [DRAFTS_KEY, DRAFT_PHOTO_KEY, [MEMBER_KEY_ROOT]]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      // The status is read afresh there: the last task done leads to the submit area.
      return goHome();
    },
    onError: (error) => {
      if (error instanceof StepUpClosedError) return;
      if (error instanceof MissingStepError) {
        toast({ ...REQUIRED_FIELDS_TOAST, variant: 'destructive' });
        navigate(error.step.route);
        return;
      }
      toast({
        title: 'Submission Failed',
        description: failureText(error, isUpdate),
        variant: 'destructive',
      });
    },
  });
}
