import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MeStatus } from '../../../shared/me-status';
import type { TaskId } from '../../../shared/tasks';
import { ME_STATUS_KEY } from '../../lib/me-status';

/** HR's open request on this task (issue 25), from the status: 'HR asked: …', until resubmitted. */
export function useChangeRequest(taskId: TaskId) {
  const status = useQuery<MeStatus>({ queryKey: ME_STATUS_KEY });
  return status.data?.changeRequests?.find((request) => request.taskId === taskId);
}

/** On a task's screen, above its content: what HR asked the hire to change. */
export function HrAskedNotice({ taskId }: { taskId: TaskId }) {
  const request = useChangeRequest(taskId);
  const { t } = useTranslation();
  if (!request) return null;
  return (
    <section
      aria-label={t('hrAsked.region')}
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="font-semibold whitespace-pre-line">
        {t('hrAsked.message', { message: request.message })}
      </p>
      <p className="mt-1 text-sm">{t('hrAsked.then')}</p>
    </section>
  );
}
