import { useState } from 'react';
import { ListSection } from '../../../components/ui/list-section';
import { SelectField } from '../../../components/ui/select-field';
import { DELIVERY_STATE_LABELS, DELIVERY_STATES, type DeliveryFilter } from '../../../../shared/deliveries';
import { ListPager } from '../list-pager';
import { LoadError } from '../load-error';
import type { DeliveriesView } from './deliveries-api';
import { DeliveriesTable } from './deliveries-table';
import { DeliveryCounters } from './delivery-counters';
import { RetryAllFailed } from './retry-all-failed';
import { useDeliveriesList } from './use-deliveries-list';

const FILTER_OPTIONS = DELIVERY_STATES.map((s) => DELIVERY_STATE_LABELS[s]);
const filterOf = (label: string): DeliveryFilter =>
  DELIVERY_STATES.find((s) => DELIVERY_STATE_LABELS[s] === label) ?? 'all';

/** Every email and records-system delivery, newest first; a failed one can be retried. */
export function DeliveriesPanel() {
  const [view, setView] = useState<DeliveriesView>({ page: 1, filter: 'all' });
  const list = useDeliveriesList(view);
  const data = list.data;
  const onPage = (page: number) => setView((v) => ({ ...v, page }));

  return (
    <div className="space-y-4 sm:space-y-6">
      <p className="text-slate-600">
        Each email and each delivery to the records system. A failed one has run out of tries: once the
        receiver works again, Retry sends it.
      </p>
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          Loading deliveries...
        </p>
      ) : list.isError && !data ? (
        <LoadError what="deliveries" onRetry={() => void list.refetch()} />
      ) : (
        data && (
          <>
            <DeliveryCounters counts={data.counts} />
            <RetryAllFailed failed={data.counts.failed} kinds={data.failedKinds} />
            <ListSection title="Deliveries">
              <form
                aria-label="Filter deliveries"
                className="sm:max-w-xs"
                onSubmit={(e) => e.preventDefault()}
              >
                <SelectField
                  label="Status"
                  placeholder="All deliveries"
                  options={FILTER_OPTIONS}
                  value={view.filter === 'all' ? '' : DELIVERY_STATE_LABELS[view.filter]}
                  onChange={(e) => setView({ page: 1, filter: filterOf(e.target.value) })}
                />
              </form>
              <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
                <DeliveriesTable deliveries={data.deliveries} isFiltered={view.filter !== 'all'} />
              </div>
              <ListPager
                label="Deliveries pages"
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={onPage}
              />
            </ListSection>
          </>
        )
      )}
    </div>
  );
}
