import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { MeStatus } from '../../shared/me-status';
import { ME_STATUS_KEY } from './me-status';

/**
 * The history state a task's screen leaves for home when that task was the last one to do: the
 * home then brings its submit area into view and focuses its one button (issue 23 item 6).
 */
const TO_SUBMIT_AREA = { toSubmitArea: true } as const;

export function arrivedForSubmitArea(): boolean {
  const state: unknown = history.state;
  return (
    typeof state === 'object' && state !== null && 'toSubmitArea' in state && state.toSubmitArea === true
  );
}

/** Forgets the arrival, so a reload or a later visit is not scrolled again. */
export function forgetSubmitAreaArrival(): void {
  history.replaceState(null, '');
}

/** Whether this status has every task complete. */
export const allTasksComplete = (status: MeStatus | undefined | null): boolean =>
  !!status &&
  status.tasks.length > 0 &&
  status.tasks.every((t) => t.isCompleted) &&
  // The employer's documents for this hire count too (decision 090).
  (status.documents ?? []).every((d) => d.isCompleted);

/**
 * After a task is saved: home, and when every task is now complete (a first submission or an
 * update to send), home's submit area. The status is read afresh from the server. With
 * `onlyWhenAllDone` a screen that has its own completed state stays unless all is done; answers
 * whether it went home.
 */
export function useGoHomeAfterTask() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(
    async (opts: { onlyWhenAllDone?: boolean } = {}): Promise<boolean> => {
      const status = await queryClient
        .fetchQuery<MeStatus>({ queryKey: ME_STATUS_KEY, staleTime: 0 })
        .catch(() => null);
      const isAllDone = allTasksComplete(status);
      if (!isAllDone && opts.onlyWhenAllDone) return false;
      navigate('/', isAllDone ? { state: TO_SUBMIT_AREA } : undefined);
      return true;
    },
    [navigate, queryClient],
  );
}
