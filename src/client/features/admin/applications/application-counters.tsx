import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { APPLICATION_STATES } from '../../../../shared/applications';
import type { ApplicationCounts } from '../../../../shared/answers/applications';
import { STATE_LABELS } from './applications-api';

const count = new Intl.NumberFormat('en-AU');

const ACCENT = {
  invited: 'border-l-slate-400',
  'in-progress': 'border-l-brand-500',
  submitted: 'border-l-amber-500',
  'changes-requested': 'border-l-red-600',
  approved: 'border-l-green-600',
  stalled: 'border-l-red-600',
} as const;

/** A counter small enough that three sit side by side on a 390 px phone (as Data Retention's). */
function Counter({ label, value, accent }: { label: string; value: number; accent: string }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn(
        'flex flex-col justify-between rounded-xl border border-l-4 border-slate-200 bg-white p-2 shadow-sm sm:rounded-2xl sm:p-4',
        accent,
      )}
    >
      <p id={id} className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">
        {label}
      </p>
      <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-3xl">{count.format(value)}</p>
    </div>
  );
}

/** Counts per state over every application, and the stalled ones (three reminders, no submission). */
export function ApplicationCounters({ counts }: { counts: ApplicationCounts }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
      {APPLICATION_STATES.map((state) => (
        <Counter key={state} label={STATE_LABELS[state]} value={counts[state]} accent={ACCENT[state]} />
      ))}
      <Counter
        label="Stalled"
        value={counts.stalled}
        accent={counts.stalled > 0 ? ACCENT.stalled : 'border-l-slate-300'}
      />
    </div>
  );
}
