import { AdminLayout } from '../features/admin/admin-layout';
import { LicenceRegisterPanel } from '../features/admin/licences/licence-register';

export function AdminLicencesPage() {
  return (
    <AdminLayout title="Tickets & licences" current="/admin/licences">
      <LicenceRegisterPanel />
    </AdminLayout>
  );
}
