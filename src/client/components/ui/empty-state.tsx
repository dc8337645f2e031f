import type { ReactNode } from 'react';

/** What a list shows in place of its table when it has no rows yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
      {children}
    </p>
  );
}
