import type { ReactNode } from 'react';

export type DetailRow = [label: string, value: ReactNode];

/** Read-only label / value pairs, two columns even on a phone; a value keeps its line breaks (notes). */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
