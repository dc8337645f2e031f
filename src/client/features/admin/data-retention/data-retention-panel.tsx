import { useState } from 'react';
import { ListSection } from '../../../components/ui/list-section';
import { LoadError } from '../load-error';
import { useAdminList } from '../use-admin-list';
import { ClearAllData } from './clear-all-data';
import { DeleteApprovedButton } from './delete-approved-button';
import { DownloadExcelButton } from './download-excel-button';
import { OfficerDialog, type OfficerAction } from './officer-dialog';
import { RETENTION_KEY, type RetentionList } from './retention-api';
import type { RetentionMember } from '../../../../shared/retention';
import { RetentionCounters } from './retention-counters';
import { RetentionTable } from './retention-table';

export function DataRetentionPanel() {
  const list = useAdminList<RetentionList>(RETENTION_KEY);
  const [pending, setPending] = useState<{ action: OfficerAction; member: RetentionMember } | null>(null);
  const [officerName, setOfficerName] = useState('');

  return (
    <div className="space-y-6">
      <p className="text-slate-600">
        Confirm each record is in the external records system, approve it for deletion, then delete the
        approved records.
      </p>
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          Loading team members...
        </p>
      ) : list.isError ? (
        <LoadError what="team members" onRetry={() => void list.refetch()} />
      ) : (
        <>
          <RetentionCounters counts={list.data.counts} />
          <ListSection
            title="Team members"
            actions={
              <>
                <DownloadExcelButton />
                <DeleteApprovedButton approvedCount={list.data.counts.approvedForDeletion} />
              </>
            }
          >
            <RetentionTable
              members={list.data.members}
              onAction={(action, member) => setPending({ action, member })}
            />
          </ListSection>
        </>
      )}
      <ClearAllData />
      {pending && (
        <OfficerDialog
          key={`${pending.action}-${pending.member.id}`}
          action={pending.action}
          member={pending.member}
          initialName={officerName}
          onNameUsed={setOfficerName}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
