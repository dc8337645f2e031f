import { AdminLayout } from '../features/admin/admin-layout';
import { PoliciesPanel } from '../features/admin/policies/policies-panel';

export function AdminPoliciesPage() {
  return (
    <AdminLayout title="Policy Management" current="/admin/policies">
      <PoliciesPanel />
    </AdminLayout>
  );
}
