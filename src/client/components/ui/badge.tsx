import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'green' | 'slate' | 'amber' | 'blue' | 'red';

const tones: Record<BadgeTone, string> = {
  green: 'border-green-200 bg-green-50 text-green-800',
  slate: 'border-slate-200 bg-slate-100 text-slate-700',
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  blue: 'border-brand-200 bg-brand-50 text-brand-800',
  red: 'border-red-200 bg-red-50 text-red-800',
};

/** A short status word in a pill; the colour repeats the word, never replaces it. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-medium whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
