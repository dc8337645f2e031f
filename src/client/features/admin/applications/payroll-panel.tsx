import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateTimeText } from '../../../components/ui/date-time-text';
import type { ApplicationRow } from '../../../../shared/answers/applications';
import type { PayrollConnection } from '../../../../shared/answers/payroll';
import { EMPLOYMENT_HERO_EXPORT_URL } from '../../../../shared/schemas/payroll-export';
import { canSetUpPayroll } from '../../../lib/admin-sections';
import { ListPager } from '../list-pager';
import { LoadError } from '../load-error';
import { usePayrollConnections } from '../settings/payroll-connections-api';
import { useAdminSession } from '../use-admin-session';
import { useMarkPayrollSetUp } from './applications-api';
import { NameCell, PositionCells } from './applications-table';
import { PayrollPushStatus, SendToPayroll } from './send-to-payroll';
import { isSendingToPayroll, useApplicationsList } from './use-applications';

const COLUMNS = ['Name', 'Position', 'Location', 'Planned start', 'Approved on', 'Payroll', 'Actions'];
const SENT_COLUMNS = ['Name', 'Position', 'Location', 'Planned start', 'Payroll', 'Actions'];
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

/** A row's actions: send to each connected payroll system, or, with none connected, mark it set up. */
export function PayrollActions({ row, connected }: { row: ApplicationRow; connected: PayrollConnection[] }) {
  if (connected.length === 0) return <MarkPayrollSetUp row={row} />;
  return (
    <div className="flex flex-wrap gap-2">
      {connected.map((connection) => (
        <SendToPayroll key={connection.system} row={row} connection={connection} />
      ))}
    </div>
  );
}

/** The hires a payroll system has accepted, the latest first, each with its employee id. */
function SentToPayroll({
  connected,
  mayAct,
  poll,
}: {
  connected: PayrollConnection[];
  mayAct: boolean;
  poll: boolean;
}) {
  const [page, setPage] = useState(1);
  const list = useApplicationsList({ page, search: '', filter: 'sent-to-payroll', sort: 'newest' }, { poll });
  const data = list.data;
  const { refetch } = list;
  // A send that has just arrived leaves the list above: read this one once more.
  useEffect(() => {
    if (!poll) void refetch();
  }, [poll, refetch]);
  if (list.isPending || !data) return null;
  if (data.total === 0) return null;
  return (
    <section aria-labelledby="sent-to-payroll" className="space-y-3">
      <h2 id="sent-to-payroll" className="text-xl font-semibold text-slate-900">
        Sent to payroll
      </h2>
      <div aria-busy={list.isFetching}>
        <DataTable label="Sent to payroll" columns={SENT_COLUMNS} breakpoint="lg" isCompact>
          {data.applications.map((row) => (
            <DataRow key={row.id}>
              <NameCell row={row} />
              <PositionCells row={row} />
              <DataCell label="Payroll">
                {row.payrollPush ? <PayrollPushStatus push={row.payrollPush} /> : none}
              </DataCell>
              <DataCell label="Actions" isWide>
                {mayAct && connected.length > 0 ? <PayrollActions row={row} connected={connected} /> : none}
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      </div>
      <ListPager
        label="Sent to payroll pages"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
      />
    </section>
  );
}

/**
 * Payroll's first screen (issue 35 item 11, issue 41 item 5): the approved hires not yet set up
 * in payroll, the soonest start first. With a payroll system connected, payroll (and owners)
 * send each one to it; without one, they mark each one set up. Below, the hires sent, with the
 * date, the system and its employee id.
 */
export function PayrollPanel() {
  const [page, setPage] = useState(1);
  const list = useApplicationsList({ page, search: '', filter: 'ready-for-payroll', sort: 'planned-start' });
  const session = useAdminSession();
  const connections = usePayrollConnections();
  const connected = connections.data?.connections.filter((c) => c.connected) ?? [];
  const mayAct = session.data ? canSetUpPayroll(session.data.role) : false;
  const data = list.data;
  if (list.isPending || connections.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading applications...
      </p>
    );
  }
  if (list.isError && !data) return <LoadError what="applications" onRetry={() => void list.refetch()} />;
  if (!data) return null;
  const systems = connected.map((c) => c.name).join(' or ');
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <p className="text-slate-600">
          {connected.length > 0
            ? `HR approved these new hires: send each one to ${systems}. The soonest start comes first.`
            : 'HR approved these new hires: set each one up in payroll, then mark them set up. The soonest start comes first.'}
        </p>
        {mayAct ? (
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
                  <DataCell label="Payroll">
                    {row.payrollPush ? <PayrollPushStatus push={row.payrollPush} /> : none}
                  </DataCell>
                  <DataCell label="Actions" isWide>
                    {mayAct ? <PayrollActions row={row} connected={connected} /> : none}
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
      <SentToPayroll connected={connected} mayAct={mayAct} poll={isSendingToPayroll(data)} />
    </div>
  );
}
