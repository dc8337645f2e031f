import { useId } from 'react';
import { cn } from '../../lib/cn';

const count = new Intl.NumberFormat('en-AU');

/**
 * A labelled count, small enough that three sit side by side on a 390 px phone (issue 12, item
 * 7): the admin lists' counters. `accent` is the left border's colour class.
 */
export function CountTile({
  label,
  value,
  accent,
  className,
}: {
  label: string;
  value: number;
  accent: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn(
        'flex flex-col justify-between rounded-xl border border-l-4 border-slate-200 bg-white p-2 shadow-sm sm:rounded-2xl sm:p-4',
        accent,
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
