import { useId } from 'react';
import { cn } from '../../lib/cn';

export type StatTone = 'slate' | 'amber' | 'blue' | 'green' | 'red';

const accents: Record<StatTone, string> = {
  slate: 'border-l-slate-400',
  amber: 'border-l-amber-500',
  blue: 'border-l-brand-500',
  green: 'border-l-green-600',
  red: 'border-l-red-600',
};

/** A labelled counter; the group is named by its label so tests and screen readers find it. */
export function StatCard({
  label,
  value,
  tone = 'slate',
}: {
  label: string;
  value: number;
  tone?: StatTone;
}) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={cn('rounded-2xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm', accents[tone])}
    >
      <p id={id} className="text-sm font-medium text-slate-600">
        {label}
      </p>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">{value}</p>
    </div>
  );
}
