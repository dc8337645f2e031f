import { useId } from 'react';
import { cn } from '../../../lib/cn';
import type { RetentionCounts } from '../../../../shared/retention';

const count = new Intl.NumberFormat('en-AU');

const ACCENT = {
  amber: 'border-l-amber-500',
  blue: 'border-l-brand-500',
  red: 'border-l-red-600',
  green: 'border-l-green-600',
} as const;

/** A counter small enough that three sit side by side on a 390 px phone (issue 12, item 7). */
function Counter({
  label,
  value,
  tone,
  className,
}: {
  label: string;
  value: number;
  tone: keyof typeof ACCENT;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn(
        'flex flex-col justify-between rounded-xl border border-l-4 border-slate-200 bg-white p-2 shadow-sm sm:rounded-2xl sm:p-4',
        ACCENT[tone],
        className,
      )}
    >
      <p id={id} className="text-xs leading-tight font-medium text-slate-600 sm:text-sm">
        {label}
      </p>
      <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-3xl">{count.format(value)}</p>
    </div>
  );
}

export function RetentionCounters({ counts }: { counts: RetentionCounts }) {
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-4">
      <Counter label="Pending Download" value={counts.pendingDownload} tone="amber" />
      <Counter label="Downloaded" value={counts.downloaded} tone="blue" />
      <Counter label="Approved for Deletion" value={counts.approvedForDeletion} tone="red" />
      {/* A delivery that failed needs an admin (Retry delivery): visible at a glance, on phones a line. */}
      <Counter
        label="Failed Deliveries"
        value={counts.failedDeliveries}
        tone={counts.failedDeliveries > 0 ? 'red' : 'green'}
        className="col-span-3 flex-row items-center gap-3 py-1 lg:col-span-1 lg:flex-col lg:items-stretch lg:py-4 [&>p:last-child]:mt-0 [&>p:last-child]:text-base lg:[&>p:last-child]:mt-1 lg:[&>p:last-child]:text-3xl"
      />
    </div>
  );
}
