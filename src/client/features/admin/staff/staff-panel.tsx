import type { Staff } from '../../../../shared/schemas/staff';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';
import { useAdminSession } from '../use-admin-session';
import { STAFF_KEY } from './staff-api';
import { ReEnrolAll } from './re-enrol-all';
import { StaffForm } from './staff-form';
import { StaffTable } from './staff-table';

export function StaffPanel() {
  const list = useAdminList<{ staff: Staff[] }>(STAFF_KEY);
  const session = useAdminSession();
  return (
    <div className="space-y-6">
      <StaffForm />
      {list.isError ? (
        <LoadError what="staff" onRetry={() => void list.refetch()} />
      ) : list.isPending ? (
        <p className="text-slate-600">Loading staff...</p>
      ) : (
        <StaffTable staff={list.data.staff} selfId={session.data?.staff?.id ?? null} />
      )}
      <ReEnrolAll />
    </div>
  );
}
