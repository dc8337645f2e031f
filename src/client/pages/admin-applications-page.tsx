import { AdminLayout } from '../features/admin/admin-layout';
import { ApplicationsPanel } from '../features/admin/applications/applications-panel';

export function AdminApplicationsPage() {
  return (
    <AdminLayout title="Applications" current="/admin/applications">
      <ApplicationsPanel />
    </AdminLayout>
  );
}
