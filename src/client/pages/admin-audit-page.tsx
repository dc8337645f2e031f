import { AdminLayout } from '../features/admin/admin-layout';
import { AuditPanel } from '../features/admin/audit/audit-panel';

export function AdminAuditPage() {
  return (
    <AdminLayout title="Audit" current="/admin/audit">
      <AuditPanel />
    </AdminLayout>
  );
}
