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
  return (task: Task) => {
    if (isTaskLocked(status, task)) {
      toast({
        title: 'Complete Personal Information First',
        description: 'Please complete the Personal Information step before accessing other onboarding tasks.',
      });
      return;
    }
    if (onOpenCompleted && isTaskCompleted(status, task.id) && onOpenCompleted(task)) return;
    navigate(taskEntryRoute(status, task));
  };
}
