import { TASKS } from '../../../shared/tasks';
import type { MeStatus } from '../../lib/me-status';
import { TaskCard } from './task-card';
import { isTaskCompleted, taskBadge } from './task-state';
import { useOpenTask } from './use-open-task';

export function TaskList({ status }: { status: MeStatus }) {
  const openTask = useOpenTask(status);
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
          />
        ))}
      </ol>
    </section>
  );
}
