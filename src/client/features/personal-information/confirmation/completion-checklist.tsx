import { TASKS, type TaskId } from '../../../../shared/tasks';
import type { MeStatus } from '../../../../shared/me-status';
import { memo } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';

const ITEMS: ReadonlyArray<{ id: TaskId; label: string; href: string }> = TASKS.flatMap((task) =>
  'checklist' in task
    ? [{ id: task.id, label: task.checklist.label, href: task.route, order: task.checklist.order }]
    : [],
).sort((a, b) => a.order - b.order);

/** Which of the other forms are done, read from the server's status (memoised, as the review is). */
export const CompletionChecklist = memo(function CompletionChecklist({ status }: { status: MeStatus }) {
  return (
    <section aria-labelledby="other-forms-heading" className="rounded-xl bg-slate-50 p-4">
      <h2 id="other-forms-heading" className="font-semibold text-slate-900">
        Your other forms
      </h2>
      <ul className="mt-3 space-y-2">
        {ITEMS.map((item) => {
          const isDone = status.tasks.some((t) => t.id === item.id && t.isCompleted);
          return (
            <li key={item.id} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className={cn(
                  'w-5 shrink-0 text-center font-bold',
                  isDone ? 'text-green-700' : 'text-slate-400',
                )}
              >
                {isDone ? '✓' : '○'}
              </span>
              <span className="min-w-0 text-slate-800">
                <Link href={item.href} className="font-medium text-brand-700 underline underline-offset-2">
                  {item.label}
                </Link>
                <span className={cn('block text-sm', isDone ? 'text-green-800' : 'text-slate-500')}>
                  {isDone ? 'Completed' : 'Not completed yet'}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
