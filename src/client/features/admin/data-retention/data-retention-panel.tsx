import { useCallback, useState } from 'react';
import { ListSection } from '../../../components/ui/list-section';
import { canUse } from '../../../lib/admin-sections';
import { LoadError } from '../load-error';
import { useAdminSession } from '../use-admin-session';
import { ClearAllData } from './clear-all-data';
import { DeleteApprovedButton } from './delete-approved-button';
import { DownloadExcelButton } from './download-excel-button';
import { OfficerDialog, type OfficerAction } from './officer-dialog';
import type { RetentionView } from './retention-api';
import type { RetentionFilter } from '../../../../shared/retention';
import type { RetentionMember } from '../../../../shared/answers/retention';
import { RetentionCounters } from './retention-counters';
import { ListPager } from '../list-pager';
import { RetentionTable } from './retention-table';
import { RetentionToolbar } from './retention-toolbar';
import { useRetentionList } from './use-retention-list';
import { VevoCheckDialog } from './vevo-check-dialog';

export function DataRetentionPanel() {
  const [view, setView] = useState<RetentionView>({ page: 1, search: '', filter: 'all' });
  const list = useRetentionList(view);
  const [pending, setPending] = useState<{ action: OfficerAction; member: RetentionMember } | null>(null);
  const [vevoOf, setVevoOf] = useState<RetentionMember | null>(null);
  const session = useAdminSession().data;
  const role = session?.role ?? 'owner';
  // The officer-name fields start with the signed-in person's name (decision 029).
  const [officerName, setOfficerName] = useState(session?.staff?.name ?? '');
  const onSearch = useCallback(
    (search: string) => setView((v) => (v.search === search ? v : { ...v, search, page: 1 })),
    [],
  );
  const onFilter = (filter: RetentionFilter) => setView((v) => ({ ...v, filter, page: 1 }));
  const onPage = (page: number) => setView((v) => ({ ...v, page }));
  // A deletion can leave the page past the end: go back to the last page that has rows.
  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  if (data && !list.isPlaceholderData && view.page > lastPage) onPage(lastPage);

  return (
    <div className="space-y-4 sm:space-y-6">
      <p className="text-slate-600">
        Confirm each record is in the external records system, approve it for deletion, then delete the
        approved records.
      </p>
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          Loading team members...
        </p>
      ) : list.isError && !data ? (
        <LoadError what="team members" onRetry={() => void list.refetch()} />
      ) : (
        data && (
          <>
            <RetentionCounters counts={data.counts} />
            <ListSection
              title="Team members"
              actions={
                <>
                  {canUse(['owner', 'payroll'], role) && <DownloadExcelButton />}
                  {canUse(['owner', 'hr'], role) && (
                    <DeleteApprovedButton approvedCount={data.counts.approvedForDeletion} />
                  )}
                </>
              }
            >
              <RetentionToolbar filter={view.filter} onSearch={onSearch} onFilter={onFilter} />
              <div aria-busy={list.isFetching} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
                <RetentionTable
                  members={data.members}
                  isFiltered={view.search !== '' || view.filter !== 'all'}
                  onAction={(action, member) => setPending({ action, member })}
                  onVevoCheck={canUse(['owner', 'hr'], role) ? setVevoOf : undefined}
                  purgeAfterDays={data.purgeAfterDays}
                />
              </div>
              <ListPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
            </ListSection>
          </>
        )
      )}
      {role === 'owner' && <ClearAllData />}
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
      {vevoOf && (
        <VevoCheckDialog
          key={vevoOf.id}
          member={vevoOf}
          initialName={officerName}
          onNameUsed={setOfficerName}
          onClose={() => setVevoOf(null)}
        />
      )}
    </div>
  );
}
