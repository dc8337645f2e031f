import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { TaskBadge } from './task-badge';
import type { TaskBadge as Badge } from './task-state';

interface TaskCardProps {
  /** A built-in task's descriptor, or an employer document's words (decision 090). */
  task: { id: string; title: string; description: string };
  number: number;
  isCompleted: boolean;
  badge: Badge;
  onOpen: () => void;
  /** A control of its own inside the card (e.g. View), kept above the card-wide button. */
  action?: ReactNode;
  /** A line under the description, e.g. that the signed document has changed. */
  notice?: string;
  /** How far the task has got, e.g. '2 of 8 steps' (spec §4 'Step progress'). */
  progress?: string;
  /** HR's message when it sent the task back (issue 25), shown as 'HR asked: …'. */
  hrAsked?: string;
}

/**
 * The whole card is clickable through the title's button, stretched over the card with ::after;
 * the badge link sits above it. A heading cannot live inside a button, hence this shape.
 */
export function TaskCard({
  task,
  number,
  isCompleted,
  badge,
  onOpen,
  action,
  notice,
  progress,
  hrAsked,
}: TaskCardProps) {
  const { t } = useTranslation(['home', 'common']);
  const descriptionId = `task-${task.id}-description`;
  const progressId = `task-${task.id}-progress`;
  return (
    <li
      className={cn(
        'relative flex gap-4 rounded-2xl border bg-white p-4 shadow-sm transition-colors focus-within:border-brand-500 hover:border-brand-200 sm:p-5',
        isCompleted ? 'border-green-200' : 'border-slate-200',
        badge === 'locked' && 'bg-slate-50',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full font-semibold',
          isCompleted ? 'bg-green-600 text-white' : 'bg-brand-50 text-brand-800',
        )}
      >
        {isCompleted ? (
          <svg
            role="img"
            aria-label={t('card.completed')}
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        ) : (
          <span aria-hidden="true">{number}</span>
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-slate-900">
          <button
            type="button"
            onClick={onOpen}
            aria-describedby={progress ? `${descriptionId} ${progressId}` : descriptionId}
            className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
          >
            {task.title}
          </button>
        </h3>
        <p id={descriptionId} className="mt-1 text-slate-600">
          {task.description}
        </p>
        {progress && (
          <p id={progressId} className="mt-2 text-sm font-medium text-brand-800">
            {progress}
          </p>
        )}
        {notice && <p className="mt-2 text-sm font-medium text-amber-800">{notice}</p>}
        {hrAsked && (
          <p className="mt-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium whitespace-pre-line text-amber-950">
            {t('common:hrAsked.message', { message: hrAsked })}
          </p>
        )}
        {(badge || action) && (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {badge && <TaskBadge badge={badge} />}
            {action && <div className="relative z-10">{action}</div>}
          </div>
        )}
      </div>
    </li>
  );
}
