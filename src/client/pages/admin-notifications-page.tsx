import { AdminLayout } from '../features/admin/admin-layout';
import { RecipientsPanel } from '../features/admin/notifications/recipients-panel';

export function AdminNotificationsPage() {
  return (
    <AdminLayout title="Notification Recipients" current="/admin/notifications">
      <RecipientsPanel />
    </AdminLayout>
  );
}
