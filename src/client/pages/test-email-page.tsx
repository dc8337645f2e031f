import { AdminLayout } from '../features/admin/admin-layout';
import { AdminPlaceholder } from '../features/admin/admin-placeholder';

export function TestEmailPage() {
  return (
    <AdminLayout title="Test Email">
      {/* PLACEHOLDER: a later issue replaces this with the page's tools. */}
      <AdminPlaceholder />
    </AdminLayout>
  );
}
