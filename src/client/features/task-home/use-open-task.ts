import { useLocation } from 'wouter';
import type { Task } from '../../../shared/tasks';
import type { MeStatus } from '../../../shared/me-status';
import { toast } from '../../lib/use-toast';
import { isTaskCompleted, isTaskLocked, taskEntryRoute } from './task-state';

/**
 * Opens a task from its card or the main button: a locked task explains itself instead, and a
 * completed Personal Information offers its Edit / Reset dialog.
 */
export function useOpenTask(status: MeStatus, onManagePersonal?: () => void) {
  const [, navigate] = useLocation();
  return (task: Task) => {
    if (isTaskLocked(status, task)) {
      toast({
        title: 'Complete Personal Information First',
        description: 'Please complete the Personal Information step before accessing other onboarding tasks.',
      });
      return;
    }
    if (onManagePersonal && task.id === 'personal-information' && isTaskCompleted(status, task.id)) {
      onManagePersonal();
      return;
    }
    // The Edit/Reset dialogs of the other tasks come with their screens; for now they open directly.
    navigate(taskEntryRoute(status, task));
  };
}
