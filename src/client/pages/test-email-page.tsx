import { AdminLayout } from '../features/admin/admin-layout';
import { TestEmailForm } from '../features/admin/test-email/test-email-form';

export function TestEmailPage() {
  return (
    <AdminLayout title="Test Email">
      <TestEmailForm />
    </AdminLayout>
  );
}
