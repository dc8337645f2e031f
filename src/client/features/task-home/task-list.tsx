import { lazy, Suspense, useState } from 'react';
import { TASKS, type TaskId } from '../../../shared/tasks';
import type { TaskViewDialogs } from './task-view-dialogs';
import { Button } from '../../components/ui/button';
import type { MeStatus } from '../../../shared/me-status';
import type { PersonalDialog } from './personal-dialogs';
import { TaskCard } from './task-card';
import { isTaskCompleted, taskBadge } from './task-state';
import { useOpenTask } from './use-open-task';

// The dialogs (and Radix Dialog with them) load on first use, keeping the home bundle small.
const PersonalDialogs = lazy(() =>
  import('./personal-dialogs').then((m) => ({ default: m.PersonalDialogs })),
);

export function TaskList({ status, viewDialogs = {} }: { status: MeStatus; viewDialogs?: TaskViewDialogs }) {
  const [dialog, setDialog] = useState<PersonalDialog | null>(null);
  const [viewing, setViewing] = useState<TaskId | null>(null);
  const openTask = useOpenTask(status, (task) => {
    if (task.id === 'personal-information') setDialog('manage');
    else if (viewDialogs[task.id]) setViewing(task.id);
    else return false;
    return true;
  });
  const ViewDialog = viewing ? viewDialogs[viewing] : undefined;
  const isPersonalDone = isTaskCompleted(status, 'personal-information');
  return (
    <section aria-labelledby="tasks-heading">
      <h2 id="tasks-heading" className="sr-only">
        Your tasks
      </h2>
      <ol className="space-y-3">
        {TASKS.map((task, index) => (
          <TaskCard
            key={task.id}
            task={task}
            number={index + 1}
            isCompleted={isTaskCompleted(status, task.id)}
            badge={taskBadge(status, task)}
            onOpen={() => openTask(task)}
            action={
              task.id === 'personal-information' && isPersonalDone ? (
                <Button
                  variant="secondary"
                  aria-label="View Personal Information"
                  onClick={() => setDialog('view')}
                >
                  View
                </Button>
              ) : undefined
            }
          />
        ))}
      </ol>
      {dialog && (
        <Suspense fallback={null}>
          <PersonalDialogs open={dialog} email={status.email} onChange={setDialog} />
        </Suspense>
      )}
      {ViewDialog && (
        <Suspense fallback={null}>
          <ViewDialog email={status.email} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </section>
  );
}
