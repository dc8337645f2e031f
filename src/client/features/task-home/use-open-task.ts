import { useLocation } from 'wouter';
import type { Task } from '../../../shared/tasks';
import type { MeStatus } from '../../lib/me-status';
import { toast } from '../../lib/use-toast';
import { isTaskLocked, taskEntryRoute } from './task-state';

/** Opens a task from its card or the main button: a locked task explains itself instead. */
export function useOpenTask(status: MeStatus) {
  const [, navigate] = useLocation();
  return (task: Task) => {
    if (isTaskLocked(status, task)) {
      toast({
        title: 'Complete Personal Information First',
        description: 'Please complete the Personal Information step before accessing other onboarding tasks.',
      });
      return;
    }
    // The Edit/Reset dialog for completed tasks comes in a later issue; for now they open directly.
    navigate(taskEntryRoute(status, task));
  };
}
