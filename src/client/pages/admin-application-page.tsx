import { useSearch } from 'wouter';
import { AdminLayout } from '../features/admin/admin-layout';
import { ApplicationDetailView } from '../features/admin/applications/application-detail';

/** One application (`/admin/application?id=<uuid>`), reached from the Applications list. */
export function AdminApplicationPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  return (
    <AdminLayout title="Application" roles={['owner', 'hr', 'payroll']}>
      <ApplicationDetailView id={id} />
    </AdminLayout>
  );
}
