import { TASKS } from '../../../../shared/tasks';
import type { MeStatus } from '../../../../shared/me-status';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';

/** The forms the checklist names: each with its words in 'wizard:checklist' (English: the task's checklist label). */
type ChecklistTask = Extract<(typeof TASKS)[number], { checklist: unknown }>['id'];

const ITEMS: ReadonlyArray<{ id: ChecklistTask; href: string }> = TASKS.flatMap((task) =>
  'checklist' in task ? [{ id: task.id, href: task.route, order: task.checklist.order }] : [],
).sort((a, b) => a.order - b.order);

/** Which of the other forms are done, read from the server's status (memoised, as the review is). */
export const CompletionChecklist = memo(function CompletionChecklist({ status }: { status: MeStatus }) {
  const { t } = useTranslation('wizard');
  return (
    <section aria-labelledby="other-forms-heading" className="rounded-xl bg-slate-50 p-4">
      <h2 id="other-forms-heading" className="font-semibold text-slate-900">
        {t('checklist.heading')}
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
                  {t(`checklist.tasks.${item.id}`)}
                </Link>
                <span className={cn('block text-sm', isDone ? 'text-green-800' : 'text-slate-500')}>
                  {isDone ? t('checklist.completed') : t('checklist.notCompleted')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
