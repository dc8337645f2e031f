import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { INVITATION_API } from '../../shared/applications';
import type { OpenInvitationAnswer } from '../../shared/answers/applications';
import { postJson } from '../lib/api-client';
import { MY_INVITATION_KEY } from '../lib/my-invitation';
import { LinkPage } from '../features/emailed-link/link-page';
import { useEmailedLink } from '../features/emailed-link/use-emailed-link';
import { isWelcomed } from '../lib/welcome';

/**
 * The invitation email's one-time link (issue 25): the link is the proof of the email, so no code
 * is asked; the new hire lands on the wizard with HR's details filled in. A link used before,
 * expired, withdrawn or overtaken by a submission says so and offers the code sign-in instead.
 * A hire new to this device is welcomed first (what to have ready, how long: issue 43 item 3).
 */
export function InvitePage() {
  const { t } = useTranslation('access');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const state = useEmailedLink(
    async (token) => {
      const answer = await postJson<OpenInvitationAnswer>(INVITATION_API.open, { token });
      return answer.outcome === 'opened'
        ? { isOpened: true, answer }
        : {
            isOpened: false,
            message: t(`invite.refused.${answer.outcome}`, { defaultValue: answer.message }),
          };
    },
    (answer) => {
      queryClient.setQueryData(MY_INVITATION_KEY, { invitation: answer.prefill });
      navigate(answer.hasApplication ? '/' : isWelcomed() ? '/basic-info' : '/welcome', { replace: true });
    },
    { invalid: t('invite.refused.invalid'), failed: t('invite.failed') },
  );
  return <LinkPage heading={t('invite.heading')} checking={t('invite.checking')} state={state} />;
}
