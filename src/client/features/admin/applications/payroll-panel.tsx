import { useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateTimeText } from '../../../components/ui/date-time-text';
import type { ApplicationRow } from '../../../../shared/answers/applications';
import { EMPLOYMENT_HERO_EXPORT_URL } from '../../../../shared/schemas/payroll-export';
import { canSetUpPayroll } from '../../../lib/admin-sections';
import { ListPager } from '../list-pager';
import { LoadError } from '../load-error';
import { useAdminSession } from '../use-admin-session';
import { useMarkPayrollSetUp } from './applications-api';
import { NameCell, PositionCells } from './applications-table';
import { useApplicationsList } from './use-applications';

const COLUMNS = ['Name', 'Position', 'Location', 'Planned start', 'Approved on', 'Actions'];
const none = <span className="text-slate-400">—</span>;

/** 'Mark set up in payroll', confirmed: the hire leaves this list. */
export function MarkPayrollSetUp({ row }: { row: ApplicationRow }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const mark = useMarkPayrollSetUp(() => setIsConfirming(false));
  const name = row.fullName || row.email;
  return (
    <>
      <Button className="whitespace-nowrap" onClick={() => setIsConfirming(true)}>
        Mark set up in payroll<span className="sr-only"> for {name}</span>
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Mark set up in payroll?"
        description={`${name} leaves the 'Ready for payroll' list. The application's history and the audit log record that you set them up.`}
        confirmLabel="Mark Set Up"
        pendingLabel="Saving..."
        variant="primary"
        isPending={mark.isPending}
        onConfirm={() => mark.mutate(row.id)}
      />
    </>
  );
}

/**
 * Payroll's first screen (issue 35 item 11): the approved hires not yet set up in payroll, the
 * soonest start first; payroll (and owners) mark each one set up.
 */
export function PayrollPanel() {
  const [page, setPage] = useState(1);
  const list = useApplicationsList({ page, search: '', filter: 'ready-for-payroll', sort: 'planned-start' });
  const session = useAdminSession();
  const mayMark = session.data ? canSetUpPayroll(session.data.role) : false;
  const data = list.data;
  if (list.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading applications...
      </p>
    );
  }
  if (list.isError && !data) return <LoadError what="applications" onRetry={() => void list.refetch()} />;
  if (!data) return null;
  return (
    <div className="space-y-3">
      <p className="text-slate-600">
        HR approved these new hires: set each one up in payroll, then mark them set up. The soonest start
        comes first.
      </p>
      {mayMark ? (
        // Every approved hire in Employment Hero Payroll's own import columns (issue 41 item 3).
        <a
          href={EMPLOYMENT_HERO_EXPORT_URL}
          download
          className={buttonClasses('outline', 'md', 'inline-flex')}
        >
          Employment Hero import file
        </a>
      ) : null}
      {data.applications.length === 0 ? (
        <EmptyState>Nobody is waiting to be set up in payroll.</EmptyState>
      ) : (
        <div aria-busy={list.isFetching}>
          <DataTable label="Ready for payroll" columns={COLUMNS} breakpoint="lg" isCompact>
            {data.applications.map((row) => (
              <DataRow key={row.id}>
                <NameCell row={row} />
                <PositionCells row={row} />
                <DataCell label="Approved on">
                  {row.approvedAt ? <DateTimeText value={row.approvedAt} /> : none}
                </DataCell>
                <DataCell label="Actions" isWide>
                  {mayMark ? <MarkPayrollSetUp row={row} /> : none}
                </DataCell>
              </DataRow>
            ))}
          </DataTable>
        </div>
      )}
      <ListPager
        label="Ready for payroll pages"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
      />
    </div>
  );
}
