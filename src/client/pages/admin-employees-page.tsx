import { AdminLayout } from '../features/admin/admin-layout';
import { EmployeesPanel } from '../features/admin/applications/employees-panel';

/** Applications → Employees (issue 42 item 1): the approved applications, after onboarding too. */
export function AdminEmployeesPage() {
  return (
    <AdminLayout title="Employees" current="/admin/applications">
      <EmployeesPanel />
    </AdminLayout>
  );
}
