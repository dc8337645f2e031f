import { Link } from 'wouter';
import type { FailedDeliveriesAnswer } from '../../../../shared/answers/deliveries';
import { useAdminList } from '../use-admin-list';
import { DELIVERY_COUNTS_KEY } from './deliveries-api';

const count = new Intl.NumberFormat('en-AU');

/**
 * On every admin page but Deliveries: the deliveries that ran out of tries. Nothing retries them
 * on its own, so an admin must see them without going to look.
 */
export function FailedDeliveriesNotice() {
  const counts = useAdminList<FailedDeliveriesAnswer>(DELIVERY_COUNTS_KEY);
  const failed = counts.data?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <section
      aria-label="Failed deliveries"
      className="flex flex-wrap items-center justify-between gap-x-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-1 text-red-900"
    >
      {/* One line on a 390 px phone: the page's own content stays above the fold. */}
      <p>
        <strong>
          {count.format(failed)} failed {failed === 1 ? 'delivery' : 'deliveries'}
        </strong>{' '}
        {failed === 1 ? 'needs' : 'need'} a retry
      </p>
      <Link
        href="/admin/deliveries"
        className="inline-block min-h-11 content-center font-semibold text-red-900 underline"
      >
        Review deliveries
      </Link>
    </section>
  );
}
