import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { AdminLayout } from '../features/admin/admin-layout';
import { ApplicationDetailView } from '../features/admin/applications/application-detail';
import { applicationKey } from '../features/admin/applications/applications-api';
import { VevoCheckDialog, type VevoCheckSubject } from '../features/admin/data-retention/vevo-check-dialog';
import { useAdminSession } from '../features/admin/use-admin-session';

/**
 * One application (`/admin/application?id=<uuid>`), reached from the Applications list. The VEVO
 * check is recorded here too (issue 35 item 12), with Data Retention's dialog and route.
 */
export function AdminApplicationPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  const queryClient = useQueryClient();
  const session = useAdminSession().data;
  const [vevoOf, setVevoOf] = useState<VevoCheckSubject | null>(null);
  const [officerName, setOfficerName] = useState<string | null>(null);
  return (
    <AdminLayout title="Application" roles={['owner', 'hr', 'payroll']}>
      <ApplicationDetailView
        id={id}
        onRecordVevoCheck={(detail) =>
          detail.memberId &&
          detail.rightToWork &&
          setVevoOf({
            id: detail.memberId,
            fullName: detail.application.fullName || detail.application.email,
            vevoCheck: detail.rightToWork.vevoCheck,
          })
        }
      />
      {vevoOf && id && (
        <VevoCheckDialog
          key={vevoOf.id}
          member={vevoOf}
          initialName={officerName ?? session?.staff?.name ?? ''}
          onNameUsed={setOfficerName}
          onClose={() => {
            setVevoOf(null);
            // The page shows the check just saved.
            void queryClient.invalidateQueries({ queryKey: applicationKey(id) });
          }}
        />
      )}
    </AdminLayout>
  );
}
