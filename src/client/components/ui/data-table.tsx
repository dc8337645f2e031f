import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The width from which a DataTable is a real table; below it every row is a card and every
 * cell shows its column label. Tailwind only sees literal class names, hence the lookup.
 */
export type TableBreakpoint = 'md' | 'lg';

type Part = 'frame' | 'table' | 'head' | 'body' | 'row' | 'cell' | 'compactCell' | 'wide' | 'label';

const LAYOUT: Record<TableBreakpoint, Record<Part, string>> = {
  md: {
    frame: 'md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm',
    table: 'md:table',
    head: 'sr-only md:not-sr-only md:table-header-group',
    body: 'md:table-row-group',
    row: 'md:table-row md:rounded-none md:border-0 md:border-t md:p-0 md:shadow-none md:hover:bg-slate-50',
    cell: 'md:table-cell md:px-3 md:py-3 md:align-middle',
    compactCell: 'md:table-cell md:h-11 md:px-3 md:py-0 md:align-middle',
    wide: 'md:mt-0 md:border-t-0',
    label: 'md:hidden',
  },
  lg: {
    frame: 'lg:overflow-x-auto lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:shadow-sm',
    table: 'lg:table',
    head: 'sr-only lg:not-sr-only lg:table-header-group',
    body: 'lg:table-row-group',
    row: 'lg:table-row lg:rounded-none lg:border-0 lg:border-t lg:p-0 lg:shadow-none lg:hover:bg-slate-50',
    cell: 'lg:table-cell lg:px-2.5 lg:py-3 lg:align-middle',
    compactCell: 'lg:table-cell lg:h-11 lg:px-2 lg:py-0 lg:align-middle',
    wide: 'lg:mt-0 lg:border-t-0',
    label: 'lg:hidden',
  },
};

const BreakpointContext = createContext<TableBreakpoint>('md');
/**
 * A compact table's rows are one touch target tall (44 px) with no padding above and below, not
 * 12 px: more rows on one screen.
 */
const CompactContext = createContext(false);

interface DataTableProps {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly string[];
  breakpoint?: TableBreakpoint;
  /** Less padding in the cells of the real table (HR's applications: ten rows on a laptop). */
  isCompact?: boolean;
  children: ReactNode;
}

/**
 * One table for every width. The explicit ARIA roles keep table semantics when CSS turns the
 * rows into stacked cards on phones (browsers drop them once `display` changes).
 */
export function DataTable({
  label,
  columns,
  breakpoint = 'md',
  isCompact = false,
  children,
}: DataTableProps) {
  const layout = LAYOUT[breakpoint];
  return (
    <BreakpointContext value={breakpoint}>
      <CompactContext value={isCompact}>
        <div className={layout.frame}>
          <table
            role="table"
            aria-label={label}
            className={cn('block w-full border-collapse text-left', layout.table)}
          >
            <thead role="rowgroup" className={layout.head}>
              <tr role="row">
                {columns.map((column) => (
                  <th
                    key={column}
                    role="columnheader"
                    scope="col"
                    className={cn(
                      'bg-slate-100 px-3 align-bottom text-sm font-semibold text-slate-700',
                      isCompact ? 'py-1.5' : 'py-3',
                    )}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup" className={cn('block space-y-3', layout.body)}>
              {children}
            </tbody>
          </table>
        </div>
      </CompactContext>
    </BreakpointContext>
  );
}

export function DataRow({ children }: { children: ReactNode }) {
  const layout = LAYOUT[useContext(BreakpointContext)];
  return (
    <tr
      role="row"
      className={cn('block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm', layout.row)}
    >
      {children}
    </tr>
  );
}

interface DataCellProps {
  /** The column name, shown beside the value while the row is a card. */
  label: string;
  children: ReactNode;
  /** On a card, put the label above a full-width value (buttons) instead of beside it. */
  isWide?: boolean;
  className?: string;
}

export function DataCell({ label, children, isWide = false, className }: DataCellProps) {
  const layout = LAYOUT[useContext(BreakpointContext)];
  const isCompact = useContext(CompactContext);
  return (
    <td
      role="cell"
      className={cn(
        'grid items-start text-sm text-slate-800',
        isWide
          ? cn('mt-2 gap-2 border-t border-slate-100 pt-3 pb-1', layout.wide)
          : 'grid-cols-[minmax(6.5rem,35%)_minmax(0,1fr)] gap-3 py-1.5',
        isCompact ? layout.compactCell : layout.cell,
        className,
      )}
    >
      {/* Screen readers get the column header instead. */}
      <span aria-hidden="true" className={cn('font-medium text-slate-500', layout.label)}>
        {label}
      </span>
      <div className="min-w-0 wrap-break-word">{children}</div>
    </td>
  );
}
