import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Task } from '../../../shared/tasks';
import type { MeStatus } from '../../../shared/me-status';
import { toast } from '../../lib/use-toast';
import { isTaskCompleted, isTaskLocked, taskEntryRoute } from './task-state';

/**
 * Opens a task from its card or the main button: a locked task explains itself instead, and a
 * completed task may open its dialog (`onOpenCompleted` answers true when it did).
 */
export function useOpenTask(status: MeStatus, onOpenCompleted?: (task: Task) => boolean) {
  const [, navigate] = useLocation();
  const { t } = useTranslation('home');
  return (task: Task) => {
    if (isTaskLocked(status, task)) {
      toast({ title: t('locked.title'), description: t('locked.description') });
      return;
    }
    if (onOpenCompleted && isTaskCompleted(status, task.id) && onOpenCompleted(task)) return;
    navigate(taskEntryRoute(status, task));
  };
}
