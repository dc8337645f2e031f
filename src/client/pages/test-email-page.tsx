import { AdminLayout } from '../features/admin/admin-layout';
import { TEST_EMAIL_ROLES } from '../lib/admin-sections';
import { TestEmailForm } from '../features/admin/test-email/test-email-form';

export function TestEmailPage() {
  return (
    <AdminLayout title="Test Email" roles={TEST_EMAIL_ROLES}>
      <TestEmailForm />
    </AdminLayout>
  );
}
