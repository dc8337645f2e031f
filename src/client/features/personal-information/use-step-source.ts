import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { WizardStepId } from '../../../shared/tasks';
import { clearEditMode, readEditMode } from '../../lib/edit-mode';
import { ME_STATUS_KEY } from '../../lib/me-status';
import type { MeStatus } from '../../../shared/me-status';
import { requestStepUp } from '../../lib/step-up';
import { isSentBack } from '../../lib/use-sent-back';
import { fetchMember, memberQueryKey, type TeamMemberJson } from '../../lib/team-member';
import { useDraftPhoto } from '../../lib/use-draft-photo';
import { useDrafts, type DraftMap, type StoredValues } from './use-drafts';

/** Everything a wizard screen starts from, once loaded. */
export interface StepContext {
  status: MeStatus;
  drafts: DraftMap;
  /** The stored member, when this person already has one (edit mode, or after a reset). */
  member: TeamMemberJson | null;
  /** Edit mode: there is a member to edit, and the UI flag is set or the task is complete. */
  isEditMode: boolean;
  /** The values the screen opens with: its draft, else (in edit mode) the stored member. */
  source: StoredValues | null;
  /** The draft headshot's URL (basic info and confirmation only). */
  draftPhotoUrl: string | null;
}

const STEPS_WITH_PHOTO: readonly WizardStepId[] = ['basic-info', 'confirmation'];
/** The steps whose fields carry the numbers a submitted application masks (visa, bank). */
const STEPS_WITH_SECRETS: readonly WizardStepId[] = ['personal-status', 'bank-details'];

export function useStepSource(stepId: WizardStepId) {
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY });
  const drafts = useDrafts();
  const email = status.data?.email ?? null;
  const hasMember = !!status.data?.memberId && !!email;
  const member = useQuery({
    queryKey: memberQueryKey(email),
    queryFn: () => fetchMember(email ?? ''),
    enabled: hasMember,
  });
  // Always on for these two steps (an anonymous visitor just gets null): a query that only
  // started once basic info bound the email would take the open form back to loading.
  const photo = useDraftPhoto(STEPS_WITH_PHOTO.includes(stepId));
  const queries = [status, drafts, ...(hasMember ? [member] : []), ...(photo.isEnabled ? [photo] : [])];
  // A failed background refetch keeps its data, and the open form stays as it is.
  const isError = queries.some((q) => q.isError && q.data === undefined);
  const retry = () => {
    for (const q of queries) if (q.isError) void q.refetch();
  };
  // A completed Personal Information opens with what is saved, in edit mode or not (after a
  // submission, or the browser's Back from the success page; issue 23 item 7), and so does one HR
  // sent back (issue 35 item 1: the server's request, on any device). A reset reopens the task
  // (not complete) and starts the wizard blank.
  const isCompleted =
    status.data?.tasks.some((t) => t.id === 'personal-information' && t.isCompleted) ?? false;
  const sentBack = isSentBack(status.data, 'personal-information');
  const isEditing = readEditMode() === 'personal-information' || isCompleted || sentBack;
  // Its numbers came back masked (submitted, no step-up window): no form opens on a mask. The
  // code dialog asks for a fresh code (decision 018) in edit mode, and on the screens whose fields
  // hold those numbers; closing it goes back home. The review shows them masked, and its
  // Continue asks for the code before sending (use-submit-member.ts).
  // The flag as this screen opened: the first change sets it (use-mark-editing.ts), and that must
  // not open the code dialog under the hire's typing; the next screen asks.
  const [wasEditModeOnOpen] = useState(() => readEditMode() === 'personal-information');
  const isMasked =
    member.data?.masked === true &&
    (wasEditModeOnOpen || sentBack || (isEditing && STEPS_WITH_SECRETS.includes(stepId)));
  useEffect(() => {
    if (!isMasked) return;
    void requestStepUp().then((isProven) => {
      if (isProven) return;
      clearEditMode();
      location.assign('/');
    });
  }, [isMasked]);

  if (isMasked || isError || queries.some((q) => q.data === undefined) || !status.data || !drafts.data) {
    return { context: null, isError, retry };
  }
  const storedMember = hasMember ? (member.data ?? null) : null;
  const isEditMode = isEditing && storedMember !== null;
  const draft = drafts.data.drafts[stepId];
  const context: StepContext = {
    status: status.data,
    drafts: drafts.data.drafts,
    member: storedMember,
    isEditMode,
    source: draft ?? (isEditMode ? storedMember : null),
    draftPhotoUrl: photo.data?.url ?? null,
  };
  return { context, isError: false, retry };
}
