import { AdminLayout } from '../features/admin/admin-layout';
import { AdminPlaceholder } from '../features/admin/admin-placeholder';

export function AdminPoliciesPage() {
  return (
    <AdminLayout title="Policy Management" current="/admin/policies">
      {/* PLACEHOLDER: a later issue replaces this with the page's tools. */}
      <AdminPlaceholder />
    </AdminLayout>
  );
}
