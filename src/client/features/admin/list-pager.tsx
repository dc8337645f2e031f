import { Button } from '../../components/ui/button';

const count = new Intl.NumberFormat('en-AU');

interface ListPagerProps {
  /** Names the pager for screen readers (each admin list names its own). */
  label?: string;
  page: number;
  pageSize: number;
  total: number;
  /** Shown on the first screen of the list: nothing to page through when everything fits. */
  onPage: (page: number) => void;
}

/**
 * 'Showing 51–100 of 50,000' with Previous and Next: one page of rows in the DOM at a time. The
 * admin's paged lists share it (data retention, deliveries, applications).
 */
export function ListPager({ label = 'Team members pages', page, pageSize, total, onPage }: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)}
        {pages > 1 && (
          <span>
            {' '}
            · Page {count.format(page)} of {count.format(pages)}
          </span>
        )}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous<span className="sr-only"> page</span>
          </Button>
          <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next<span className="sr-only"> page</span>
          </Button>
        </div>
      )}
    </nav>
  );
}
