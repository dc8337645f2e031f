import { AdminLayout } from '../features/admin/admin-layout';
import { DataRetentionPanel } from '../features/admin/data-retention/data-retention-panel';

export function AdminDataRetentionPage() {
  return (
    <AdminLayout title="Data Retention" current="/admin/data-retention">
      <DataRetentionPanel />
    </AdminLayout>
  );
}
