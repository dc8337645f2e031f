import { AdminLayout } from '../features/admin/admin-layout';
import { StaffPanel } from '../features/admin/staff/staff-panel';

export function AdminStaffPage() {
  return (
    <AdminLayout title="Staff" current="/admin/staff">
      <StaffPanel />
    </AdminLayout>
  );
}
