import type { ReactNode } from 'react';

/** Dialog buttons: stacked full width on phones, side by side from the sm breakpoint. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}
