import { AdminLayout } from '../features/admin/admin-layout';
import { SitesPanel } from '../features/admin/sites/sites-panel';

export function AdminSitesPage() {
  return (
    <AdminLayout title="Sites" current="/admin/sites">
      <SitesPanel />
    </AdminLayout>
  );
}
