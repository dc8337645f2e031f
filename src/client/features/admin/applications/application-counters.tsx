import { cn } from '../../../lib/cn';
import type { ApplicationFilter } from '../../../../shared/applications';
import type { ApplicationCounts } from '../../../../shared/answers/applications';
import { FILTER_LABELS } from './applications-api';

/** HR's counters, in the order HR reads them; each one is the list's filter (issue 35 item 11). */
const COUNTERS: readonly ApplicationFilter[] = [
  'all',
  'invited',
  'in-progress',
  'submitted',
  'changes-requested',
  'approved',
  'ready-for-payroll',
  'stalled',
  'withdrawn',
];

const ACCENT: Partial<Record<ApplicationFilter, string>> = {
  'in-progress': 'border-l-brand-500',
  submitted: 'border-l-amber-500',
  'changes-requested': 'border-l-red-600',
  approved: 'border-l-green-600',
  'ready-for-payroll': 'border-l-green-600',
  stalled: 'border-l-red-600',
};

const count = new Intl.NumberFormat('en-AU');

/**
 * Counts per state over every application, and the stalled, withdrawn and ready-for-payroll
 * ones; pressing one shows only its applications (the pressed one is the list's filter).
 */
export function ApplicationCounters({
  counts,
  filter,
  onFilter,
}: {
  counts: ApplicationCounts;
  filter: ApplicationFilter;
  onFilter: (filter: ApplicationFilter) => void;
}) {
  return (
    <div role="group" aria-label="Show applications" className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      {COUNTERS.map((key) => {
        const isCurrent = key === filter;
        const value = counts[key];
        return (
          <button
            key={key}
            type="button"
            aria-pressed={isCurrent}
            onClick={() => onFilter(key)}
            className={cn(
              'flex min-h-11 items-center justify-between gap-2 rounded-xl border border-l-4 px-3 text-left text-sm leading-tight font-medium shadow-sm',
              isCurrent
                ? 'border-brand-700 bg-brand-700 text-white'
                : cn(
                    'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
                    ACCENT[key] ?? 'border-l-slate-400',
                  ),
            )}
          >
            {FILTER_LABELS[key]}
            <span className="text-base font-bold tabular-nums">{count.format(value)}</span>
          </button>
        );
      })}
    </div>
  );
}
