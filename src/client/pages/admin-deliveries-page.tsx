import { AdminLayout } from '../features/admin/admin-layout';
import { DeliveriesPanel } from '../features/admin/deliveries/deliveries-panel';

export function AdminDeliveriesPage() {
  return (
    <AdminLayout title="Deliveries" current="/admin/deliveries">
      <DeliveriesPanel />
    </AdminLayout>
  );
}
