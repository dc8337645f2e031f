import { AdminLayout } from '../features/admin/admin-layout';
import { FairWorkLinksForm } from '../features/admin/fair-work/fair-work-links-form';
import { PoliciesPanel } from '../features/admin/policies/policies-panel';

export function AdminPoliciesPage() {
  return (
    <AdminLayout title="Policy Management" current="/admin/policies">
      <div className="space-y-6">
        <PoliciesPanel />
        <FairWorkLinksForm />
      </div>
    </AdminLayout>
  );
}
