import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { TASK_LINK_API, TASK_LINK_VALID_DAYS, type OpenTaskLinkAnswer } from '../../shared/task-links';
import { taskById } from '../../shared/tasks';
import { postJson } from '../lib/api-client';
import { LinkPage } from '../features/emailed-link/link-page';
import { useEmailedLink } from '../features/emailed-link/use-emailed-link';

/**
 * The change request email's one-time link (issue 35 item 2): the link is the proof of the email,
 * so this browser signs in as the hire and lands on the task HR sent back, which opens on its saved
 * answers with HR's message (a fresh code first where its numbers are masked, decision 018).
 */
export function ChangesPage() {
  const { t } = useTranslation('access');
  const [, navigate] = useLocation();
  const state = useEmailedLink(
    async (token) => {
      const answer = await postJson<OpenTaskLinkAnswer>(TASK_LINK_API.open, { token });
      return answer.outcome === 'opened'
        ? { isOpened: true, answer }
        : {
            isOpened: false,
            message: t(`changes.refused.${answer.outcome}`, {
              days: TASK_LINK_VALID_DAYS,
              defaultValue: answer.message,
            }),
          };
    },
    (answer) => navigate(taskById(answer.taskId).route, { replace: true }),
    { invalid: t('changes.refused.invalid'), failed: t('changes.failed') },
  );
  return <LinkPage heading={t('changes.heading')} checking={t('changes.checking')} state={state} />;
}
