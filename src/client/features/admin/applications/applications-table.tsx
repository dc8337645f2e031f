import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmailText } from '../../../components/ui/email-text';
import { EmptyState } from '../../../components/ui/empty-state';
import { DayText } from '../../../components/ui/date-time-text';
import { formatDay } from '../../../lib/member-format';
import type { ApplicationRow, InvitationRow } from '../../../../shared/answers/applications';
import {
  applicationPageUrl,
  INVITATION_LABELS,
  isInvitationOpen,
  STATE_LABELS,
  STATE_TONES,
} from './applications-api';
import { InvitationActions } from './invitation-actions';

// HR's first screen (issue 35 item 11): what HR plans with (position, location, start date) and
// what needs them (state, last activity); the dates of invitation and submission are on the
// application's page.
const COLUMNS = [
  'Name',
  'State',
  'Tasks',
  'Position',
  'Location',
  'Planned start',
  'Last active',
  'Records system',
  'Actions',
];

const none = <span className="text-slate-400">—</span>;
// Days in the list (ten rows fit a laptop's screen: issue 35 item 11); the times, naming their
// zone, on the application's page and in each day's tooltip.
const when = (value: string | null) => (value ? <DayText value={value} /> : none);

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
          <DayText value={row.recordsSystemDeliveredAt} />
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
      {row.withdrawn && <Badge tone="slate">Withdrawn</Badge>}
      {row.readyForPayroll && <Badge tone="green">Ready for payroll</Badge>}
    </span>
  );
}

/** The hire's name, opening the application, over their email. */
export function NameCell({ row }: { row: ApplicationRow }) {
  return (
    <DataCell label="Name" className="lg:min-w-48">
      <Link
        href={applicationPageUrl(row.id)}
        className="inline-block min-h-6 font-semibold text-brand-700 underline"
      >
        {row.fullName || row.email}
      </Link>
      <span className="block text-xs text-slate-600">
        <EmailText email={row.email} />
      </span>
    </DataCell>
  );
}

/** Position, location and planned start: what HR and payroll plan a hire's first day by. */
export function PositionCells({ row }: { row: ApplicationRow }) {
  return (
    <>
      <DataCell label="Position">{row.position || none}</DataCell>
      <DataCell label="Location">{row.location || none}</DataCell>
      <DataCell label="Planned start">
        {row.plannedStartDate ? formatDay(row.plannedStartDate) : none}
      </DataCell>
    </>
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
    <DataTable label="Applications" columns={COLUMNS} breakpoint="lg" isCompact>
      {applications.map((row) => {
        const invitation = invitations.get(row.id);
        return (
          <DataRow key={row.id}>
            <NameCell row={row} />
            <DataCell label="State">
              <StateBadges row={row} />
              {row.invitationStatus !== 'none' && row.state === 'invited' && !row.withdrawn && (
                <span className="block text-xs text-slate-600">
                  {INVITATION_LABELS[row.invitationStatus]}
                </span>
              )}
            </DataCell>
            <DataCell label="Tasks">
              {row.tasksDone} of {row.tasksTotal}
            </DataCell>
            <PositionCells row={row} />
            <DataCell label="Last active">{when(row.lastActiveAt)}</DataCell>
            <DataCell label="Records system">
              <RecordsSystem row={row} />
            </DataCell>
            <DataCell label="Actions" isWide>
              {/* The name opens the application; the invitation's own actions while it is unopened. */}
              {invitation && isInvitationOpen(invitation.status) ? (
                <div className="flex flex-wrap gap-2 lg:flex-nowrap">
                  <InvitationActions invitation={invitation} isCompact />
                </div>
              ) : (
                none
              )}
            </DataCell>
          </DataRow>
        );
      })}
    </DataTable>
  );
}
