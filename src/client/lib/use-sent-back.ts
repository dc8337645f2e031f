import { useEffect, useRef } from 'react';
import type { MeStatus } from '../../shared/me-status';
import type { TaskId } from '../../shared/tasks';
import { requestStepUp } from './step-up';

/**
 * HR sent this task back (its open change request) and the hire has not saved it again (the
 * server's edit marker): the task opens as Edit opens it, on the saved answers (issue 35 item 1).
 * The server is the source: the hire may open it on any device, from the card or the emailed link,
 * with no local edit flag set.
 */
export function isSentBack(status: MeStatus | null | undefined, taskId: TaskId): boolean {
  if (!status) return false;
  return (
    status.editing.includes(taskId) && status.changeRequests.some((request) => request.taskId === taskId)
  );
}

/**
 * A sent-back task whose saved numbers came back masked asks for the fresh code at once, as its
 * Edit button does (decision 018), rather than opening on a mask; answers whether it is sent back.
 */
export function useSentBack(status: MeStatus | null | undefined, taskId: TaskId, isMasked: boolean): boolean {
  const sentBack = isSentBack(status, taskId);
  const isAsked = useRef(false);
  useEffect(() => {
    if (!sentBack || !isMasked || isAsked.current) return;
    isAsked.current = true;
    void requestStepUp();
  }, [sentBack, isMasked]);
  return sentBack;
}
