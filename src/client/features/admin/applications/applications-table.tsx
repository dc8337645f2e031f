import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateTimeText } from '../../../components/ui/date-time-text';
import type { ApplicationRow, InvitationRow } from '../../../../shared/answers/applications';
import { applicationPageUrl, INVITATION_LABELS, STATE_LABELS, STATE_TONES } from './applications-api';
import { InvitationActions } from './invitation-actions';

const COLUMNS = [
  'Name',
  'State',
  'Tasks',
  'Invited on',
  'Last active',
  'Submitted on',
  'Records system',
  'Actions',
];

const none = <span className="text-slate-400">—</span>;
const when = (value: string | null) => (value ? <DateTimeText value={value} /> : none);

const RECORDS_LABELS: Record<string, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  failed: 'Failed',
};

export function RecordsSystem({ row }: { row: ApplicationRow }) {
  if (!row.recordsSystemStatus) return none;
  const label = RECORDS_LABELS[row.recordsSystemStatus] ?? row.recordsSystemStatus;
  const tone =
    row.recordsSystemStatus === 'delivered'
      ? 'green'
      : row.recordsSystemStatus === 'failed'
        ? 'red'
        : 'amber';
  return (
    <>
      <Badge tone={tone}>{label}</Badge>
      {row.recordsSystemDeliveredAt && (
        <span className="block text-xs text-slate-500">
          <DateTimeText value={row.recordsSystemDeliveredAt} />
        </span>
      )}
    </>
  );
}

export function StateBadges({ row }: { row: ApplicationRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={STATE_TONES[row.state]}>{STATE_LABELS[row.state]}</Badge>
      {row.stalled && <Badge tone="red">Stalled</Badge>}
    </span>
  );
}

interface ApplicationsTableProps {
  applications: ApplicationRow[];
  invitations: Map<string, InvitationRow>;
  isFiltered: boolean;
}

export function ApplicationsTable({ applications, invitations, isFiltered }: ApplicationsTableProps) {
  if (applications.length === 0) {
    return (
      <EmptyState>
        {isFiltered ? 'No applications match' : 'No applications yet. Invite a new hire to start.'}
      </EmptyState>
    );
  }
  return (
    <DataTable label="Applications" columns={COLUMNS} breakpoint="lg">
      {applications.map((row) => {
        const invitation = invitations.get(row.id);
        return (
          <DataRow key={row.id}>
            <DataCell label="Name" className="lg:min-w-48">
              <Link href={applicationPageUrl(row.id)} className="font-semibold text-brand-700 underline">
                {row.fullName || row.email}
              </Link>
              <span className="block text-xs text-slate-600">
                <EmailText email={row.email} />
              </span>
            </DataCell>
            <DataCell label="State">
              <StateBadges row={row} />
              {row.invitationStatus !== 'none' && row.state === 'invited' && (
                <span className="block text-xs text-slate-600">
                  {INVITATION_LABELS[row.invitationStatus]}
                </span>
              )}
            </DataCell>
            <DataCell label="Tasks">
              {row.tasksDone} of {row.tasksTotal}
            </DataCell>
            <DataCell label="Invited on">{when(row.invitedAt)}</DataCell>
            <DataCell label="Last active">{when(row.lastActiveAt)}</DataCell>
            <DataCell label="Submitted on">{when(row.submittedAt)}</DataCell>
            <DataCell label="Records system">
              <RecordsSystem row={row} />
            </DataCell>
            <DataCell label="Actions" isWide>
              <div className="flex flex-wrap gap-2">
                <Link
                  href={applicationPageUrl(row.id)}
                  className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50"
                >
                  Open<span className="sr-only"> the application of {row.fullName || row.email}</span>
                </Link>
                {invitation && <InvitationActions invitation={invitation} />}
              </div>
            </DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
