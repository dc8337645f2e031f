import { Link } from 'wouter';
import { AdminLayout } from '../features/admin/admin-layout';
import { LoadError } from '../features/admin/load-error';
import { XeroConnection } from '../features/admin/payroll/xero-connection';
import { EmploymentHeroConnection } from '../features/admin/settings/employment-hero-connection';
import { usePayrollConnections } from '../features/admin/settings/payroll-connections-api';
import { PageLoading } from '../components/ui/page-loading';

/** The owner's connections to the payroll systems (issue 41 item 4), reached from Settings. */
export function AdminPayrollConnectionsPage() {
  const list = usePayrollConnections();
  return (
    <AdminLayout title="Payroll connections" current="/admin/settings">
      <p className="text-sm text-slate-700">
        Connected, payroll sends each approved hire to the payroll system from{' '}
        <Link
          href="/admin/payroll"
          className="inline-block min-h-11 content-center font-semibold text-brand-700 underline"
        >
          Ready for payroll
        </Link>
        , with no retyping.
      </p>
      {list.isPending ? (
        <PageLoading label="Loading payroll connections..." />
      ) : list.isError ? (
        <LoadError what="the payroll connections" onRetry={() => void list.refetch()} />
      ) : (
        list.data.connections.map((connection) =>
          connection.system === 'employment-hero' ? (
            <EmploymentHeroConnection key={connection.system} connection={connection} />
          ) : (
            <XeroConnection key={connection.system} />
          ),
        )
      )}
    </AdminLayout>
  );
}
