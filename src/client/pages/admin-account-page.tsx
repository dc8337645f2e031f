import { AdminLayout } from '../features/admin/admin-layout';
import { MySessionsPanel } from '../features/admin/account/my-sessions-panel';
import { STAFF_ROLES } from '../../shared/staff-roles';

/** Every staff member's own page (issue 36 item 14): their sign-ins. */
export function AdminAccountPage() {
  return (
    <AdminLayout title="My account" roles={STAFF_ROLES}>
      <MySessionsPanel />
    </AdminLayout>
  );
}
