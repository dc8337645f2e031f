import { AdminLayout } from '../features/admin/admin-layout';
import { AdminPlaceholder } from '../features/admin/admin-placeholder';

export function AdminDataRetentionPage() {
  return (
    <AdminLayout title="Data Retention" current="/admin/data-retention">
      {/* PLACEHOLDER: a later issue replaces this with the page's tools. */}
      <AdminPlaceholder />
    </AdminLayout>
  );
}
