import { AdminLayout } from '../features/admin/admin-layout';
import { AdminPlaceholder } from '../features/admin/admin-placeholder';

export function AdminNotificationsPage() {
  return (
    <AdminLayout title="Notification Recipients" current="/admin/notifications">
      {/* PLACEHOLDER: a later issue replaces this with the page's tools. */}
      <AdminPlaceholder />
    </AdminLayout>
  );
}
