import type { ReactNode } from 'react';

/** A centred single-card page for short messages (404, not yet available). */
export function SimplePage({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        {children}
      </div>
    </main>
  );
}
