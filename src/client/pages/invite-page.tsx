import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { INVITATION_API, INVITATION_MESSAGES } from '../../shared/applications';
import type { OpenInvitationAnswer } from '../../shared/answers/applications';
import { postJson } from '../lib/api-client';
import { MY_INVITATION_KEY } from '../lib/my-invitation';
import { LinkPage } from '../features/emailed-link/link-page';
import { useEmailedLink } from '../features/emailed-link/use-emailed-link';

/**
 * The invitation email's one-time link (issue 25): the link is the proof of the email, so no code
 * is asked; the new hire lands on the wizard with HR's details filled in. A link used before,
 * expired, withdrawn or overtaken by a submission says so and offers the code sign-in instead.
 */
export function InvitePage() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const state = useEmailedLink(
    async (token) => {
      const answer = await postJson<OpenInvitationAnswer>(INVITATION_API.open, { token });
      return answer.outcome === 'opened'
        ? { isOpened: true, answer }
        : { isOpened: false, message: answer.message };
    },
    (answer) => {
      queryClient.setQueryData(MY_INVITATION_KEY, { invitation: answer.prefill });
      navigate(answer.hasApplication ? '/' : '/basic-info', { replace: true });
    },
    { invalid: INVITATION_MESSAGES.invalid, failed: 'Could not open the invitation. Please try again.' },
  );
  return <LinkPage heading="Your invitation" checking="Opening your application..." state={state} />;
}
