import { AdminLayout } from '../features/admin/admin-layout';
import { PayrollPanel } from '../features/admin/applications/payroll-panel';

/** Payroll's first page (issue 35 item 11): the approved hires not yet set up in payroll. */
export function AdminPayrollPage() {
  return (
    <AdminLayout title="Ready for payroll" current="/admin/payroll">
      <PayrollPanel />
    </AdminLayout>
  );
}
