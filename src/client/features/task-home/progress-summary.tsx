import type { MeStatus } from '../../../shared/me-status';
import { completedCount, nextIncompleteTask, percentComplete, taskCount } from './task-state';

export function ProgressSummary({ status }: { status: MeStatus }) {
  const percent = percentComplete(status);
  const next = nextIncompleteTask(status);
  return (
    <section
      aria-label="Your progress"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium text-slate-700">
          {completedCount(status)} of {taskCount(status)} tasks complete
        </p>
        <p className="text-2xl font-bold text-brand-700">{percent}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Onboarding progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {next ? `Next: ${next.title}` : '✓ All available tasks complete!'}
      </p>
    </section>
  );
}
