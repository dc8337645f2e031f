import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { EmailText } from '../../../components/ui/email-text';
import { DateTimeText } from '../../../components/ui/date-time-text';
import { formatDay } from '../../../lib/member-format';
import { choiceLabel, VEVO_RESULT_LABELS } from '../../../../shared/choice-labels';
import { useState } from 'react';
import { canUse } from '../../../lib/admin-sections';
import { useAdminSession } from '../use-admin-session';
import { MemberNumbersDialog } from './member-numbers-dialog';
import type { OfficerAction } from './officer-dialog';
import { useRetryDelivery } from './use-retention-mutations';
import { WithdrawApprovalDialog } from './withdraw-approval-dialog';
import { PlaceLegalHoldDialog, RemoveLegalHoldDialog } from './legal-hold-dialog';
import { RetentionPeriod } from './retention-period';
import type { RetentionStatus } from '../../../../shared/retention';
import type { RetentionMember } from '../../../../shared/answers/retention';

const COLUMNS = [
  'Name',
  'Email',
  'Onboarding Date',
  'Status',
  'Downloaded By',
  'Downloaded At',
  'Approved By',
  'Records System',
  'Retention',
  'Actions',
] as const;

const STATUS_TONE: Record<RetentionStatus, BadgeTone> = {
  'Pending Download': 'amber',
  'Data Downloaded': 'blue',
  'Approved for Deletion': 'red',
};

const withSeconds = (value: string) => <DateTimeText value={value} withSeconds />;
const none = <span className="text-slate-400">—</span>;

function RecordsSystem({ member }: { member: RetentionMember }) {
  const retry = useRetryDelivery();
  const status = member.recordsSystemStatus;
  if (!status) return <Badge tone="slate">Not submitted</Badge>;
  const tone: BadgeTone = status === 'delivered' ? 'green' : status === 'failed' ? 'red' : 'amber';
  return (
    <div className="space-y-1">
      <Badge tone={tone}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>
      {member.recordsSystemDeliveredAt && (
        <p className="text-xs text-slate-500">{withSeconds(member.recordsSystemDeliveredAt)}</p>
      )}
      {member.recordsSystemError && (
        <p className="text-xs break-words text-red-700">Last error: {member.recordsSystemError}</p>
      )}
      {status === 'failed' && member.submissionId && (
        <Button
          variant="outline"
          className="whitespace-nowrap"
          disabled={retry.isPending}
          onClick={() => retry.mutate(member.submissionId!)}
        >
          Retry delivery<span className="sr-only"> for {member.fullName}</span>
        </Button>
      )}
    </div>
  );
}

function Approval({ member }: { member: RetentionMember }) {
  if (!member.approvedBy) return none;
  return (
    <div className="space-y-0.5">
      <p>{member.approvedBy}</p>
      {member.approvedAt && <p className="text-xs text-slate-500">{withSeconds(member.approvedAt)}</p>}
      {member.approvalNotes && <p className="text-xs text-slate-600">Notes: {member.approvalNotes}</p>}
      {member.approvedWithoutDelivery && (
        <p className="text-xs text-amber-800">Data held outside the records system</p>
      )}
    </div>
  );
}

interface RetentionTableProps {
  members: RetentionMember[];
  /** A search or filter is on: an empty list then says nothing matched. */
  isFiltered: boolean;
  onAction: (action: OfficerAction, member: RetentionMember) => void;
  /** Opens the VEVO check form; undefined for a role that may not record one. */
  onVevoCheck?: (member: RetentionMember) => void;
  /** Days after the last activity the daily job purges someone never employed. */
  purgeAfterDays: number;
}

/** A visa holder's work rights: flagged until the employer records a VEVO check (issue 22 §3). */
function RightToWork({ member }: { member: RetentionMember }) {
  const check = member.vevoCheck;
  if (member.needsVevoCheck)
    return (
      <span className="mt-1 block">
        <Badge tone="red">Visa: VEVO check needed</Badge>
      </span>
    );
  if (!check) return null;
  return (
    <span className="mt-1 block text-xs break-words text-slate-600">
      VEVO {formatDay(check.checkedOn)}: {choiceLabel(VEVO_RESULT_LABELS, check.result)} (ref{' '}
      {check.reference}, {check.officer})
    </span>
  );
}

/** Who may take each officer action (routes/admin-data-retention.ts, decision 029). */
const ACTION_ROLES = {
  download: ['owner', 'payroll'],
  approve: ['owner', 'hr'],
  hold: ['owner'],
} as const;

/** Deletion is offered only once the retention period has ended, and never on a legal hold (decision 108). */
const isDeletable = (m: RetentionMember) => m.retention.isDeletable && !m.legalHold;

export function RetentionTable({
  members,
  isFiltered,
  onAction,
  onVevoCheck,
  purgeAfterDays,
}: RetentionTableProps) {
  const role = useAdminSession().data?.role ?? 'owner';
  const [numbersOf, setNumbersOf] = useState<RetentionMember | null>(null);
  const [withdrawing, setWithdrawing] = useState<RetentionMember | null>(null);
  const [holding, setHolding] = useState<RetentionMember | null>(null);
  const [releasing, setReleasing] = useState<RetentionMember | null>(null);
  if (members.length === 0) {
    return <EmptyState>{isFiltered ? 'No team members match' : 'No team member records'}</EmptyState>;
  }
  return (
    <>
      <DataTable label="Team members" columns={COLUMNS} breakpoint="lg">
        {members.map((m) => (
          <DataRow key={m.id}>
            <DataCell label="Name">
              <span className="font-semibold text-slate-900">{m.fullName}</span>
              {m.isStapledSuper && (
                <span className="mt-1 block">
                  <Badge tone="amber">Stapled super: ask the ATO</Badge>
                </span>
              )}
              <RightToWork member={m} />
              {/* One line of the row's link buttons: a phone sees the record's first screen. */}
              <span className="mt-1 flex flex-wrap gap-x-4">
                <button
                  type="button"
                  className="min-h-11 text-left text-sm text-brand-700 underline"
                  onClick={() => setNumbersOf(m)}
                >
                  TFN and bank<span className="sr-only"> for {m.fullName}</span>
                </button>
                {onVevoCheck && (m.isVisaHolder || m.vevoCheck) && (
                  <button
                    type="button"
                    className="min-h-11 text-left text-sm text-brand-700 underline"
                    onClick={() => onVevoCheck(m)}
                  >
                    Record VEVO check<span className="sr-only"> for {m.fullName}</span>
                  </button>
                )}
              </span>
            </DataCell>
            <DataCell label="Email" className="lg:min-w-48">
              <EmailText email={m.email} />
            </DataCell>
            <DataCell label="Onboarding Date">{withSeconds(m.createdAt)}</DataCell>
            <DataCell label="Status">
              <Badge tone={STATUS_TONE[m.status]}>{m.status}</Badge>
            </DataCell>
            <DataCell label="Downloaded By">{m.dataDownloadedBy ?? none}</DataCell>
            <DataCell label="Downloaded At">
              {m.dataDownloadedAt ? withSeconds(m.dataDownloadedAt) : none}
            </DataCell>
            <DataCell label="Approved By">
              <Approval member={m} />
            </DataCell>
            <DataCell label="Records System">
              <RecordsSystem member={m} />
            </DataCell>
            <DataCell label="Retention">
              <RetentionPeriod member={m} purgeAfterDays={purgeAfterDays} />
              {canUse(ACTION_ROLES.hold, role) && (
                <button
                  type="button"
                  className="min-h-11 text-left text-sm text-brand-700 underline"
                  onClick={() => (m.legalHold ? setReleasing(m) : setHolding(m))}
                >
                  {m.legalHold ? 'Remove legal hold' : 'Place legal hold'}
                  <span className="sr-only"> for {m.fullName}</span>
                </button>
              )}
            </DataCell>
            <DataCell label="Actions" isWide>
              {m.status === 'Pending Download' && canUse(ACTION_ROLES.download, role) ? (
                <Button
                  variant="outline"
                  className="whitespace-nowrap"
                  onClick={() => onAction('download', m)}
                >
                  Mark Downloaded<span className="sr-only"> for {m.fullName}</span>
                </Button>
              ) : m.status === 'Data Downloaded' && !isDeletable(m) ? (
                <p className="text-slate-500">{m.legalHold ? 'On legal hold' : 'In its retention period'}</p>
              ) : m.status === 'Data Downloaded' && canUse(ACTION_ROLES.approve, role) ? (
                <Button
                  variant="outline"
                  className="whitespace-nowrap"
                  onClick={() => onAction('approve', m)}
                >
                  Approve Deletion<span className="sr-only"> for {m.fullName}</span>
                </Button>
              ) : m.status === 'Approved for Deletion' ? (
                <div className="space-y-1">
                  <p className="text-slate-500">Awaiting deletion</p>
                  {canUse(ACTION_ROLES.approve, role) && (
                    <Button variant="outline" className="whitespace-nowrap" onClick={() => setWithdrawing(m)}>
                      Withdraw Approval<span className="sr-only"> for {m.fullName}</span>
                    </Button>
                  )}
                </div>
              ) : (
                none
              )}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
      {numbersOf && <MemberNumbersDialog member={numbersOf} onClose={() => setNumbersOf(null)} />}
      {withdrawing && (
        <WithdrawApprovalDialog
          key={withdrawing.id}
          member={withdrawing}
          onClose={() => setWithdrawing(null)}
        />
      )}
      {holding && <PlaceLegalHoldDialog key={holding.id} member={holding} onClose={() => setHolding(null)} />}
      {releasing && (
        <RemoveLegalHoldDialog key={releasing.id} member={releasing} onClose={() => setReleasing(null)} />
      )}
    </>
  );
}
