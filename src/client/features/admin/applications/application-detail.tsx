import { languageInfo, type Language } from '../../../../shared/i18n/languages';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataCell, DataRow, DataTable } from '../../../components/ui/data-table';
import { DetailList, type DetailRow } from '../../../components/ui/detail-list';
import { EmailText } from '../../../components/ui/email-text';
import { SectionCard } from '../../../components/ui/section-card';
import { DateTimeText } from '../../../components/ui/date-time-text';
import type { ApplicationDetail, InvitationRow } from '../../../../shared/answers/applications';
import { formatIsoDay } from '../../../../shared/date-time-format';
import { taskById } from '../../../../shared/tasks';
import { canActOnApplications, canRecordVevoCheck, canSetUpPayroll } from '../../../lib/admin-sections';
import { LoadError } from '../load-error';
import { useAdminSession } from '../use-admin-session';
import { HISTORY_LABELS, INVITATION_LABELS, useApprove } from './applications-api';
import { ApproveDialog } from './approve-dialog';
import { PayrollSetUp, RightToWork, ToDos } from './application-after-approval';
import { ApplicationCeis } from './application-ceis';
import { ApplicationEmployee } from './application-employee';
import { ApplicationEmployment } from './application-employment';
import { ApplicationLicences } from './application-licences';
import { ApplicationTasks } from './application-tasks';
import { RecordsSystem, StateBadges } from './applications-table';
import { InvitationActions } from './invitation-actions';
import { RequestChangesDialog } from './request-changes-dialog';
import { useApplication } from './use-applications';

const none = <span className="text-slate-400">—</span>;
const when = (value: string | null) => (value ? <DateTimeText value={value} /> : none);

/** What became of the link: opened (when), withdrawn, or until when it opens (issue 35). */
function linkRow(invitation: InvitationRow): DetailRow {
  if (invitation.openedAt) return ['Link opened', <DateTimeText value={invitation.openedAt} withSeconds />];
  if (invitation.withdrawnAt)
    return ['Link withdrawn', <DateTimeText value={invitation.withdrawnAt} withSeconds />];
  // To the second, as the invitation email says it.
  return [
    invitation.status === 'expired' ? 'Link expired' : 'Link expires',
    <DateTimeText value={invitation.expiresAt} withSeconds />,
  ];
}

function Summary({ detail, mayAct }: { detail: ApplicationDetail; mayAct: boolean }) {
  const row = detail.application;
  const { invitation } = detail;
  const rows: DetailRow[] = [
    ['Email', <EmailText email={row.email} />],
    ['State', <StateBadges row={row} />],
    ['Tasks done', `${row.tasksDone} of ${row.tasksTotal}`],
    ['Invitation', INVITATION_LABELS[row.invitationStatus]],
    ['Invited on', when(row.invitedAt)],
    ['Last active', when(row.lastActiveAt)],
    ['Submitted on', when(row.submittedAt)],
    ['Approved on', when(row.approvedAt)],
    ['Records system', <RecordsSystem row={row} />],
    ['Reminders sent', String(row.remindersSent)],
    ['Language', row.language ? languageLabel(row.language) : 'Not yet known'],
  ];
  if (invitation) {
    rows.push(
      ['Position', `${invitation.position}, ${invitation.department} (${invitation.location})`],
      ['Planned start date', formatIsoDay(invitation.plannedStartDate)],
      ['Invited by', invitation.invitedBy],
      linkRow(invitation),
    );
  }
  return (
    <SectionCard title="Summary">
      <DetailList rows={rows} />
      {invitation && mayAct && (
        <div className="mt-4 flex flex-wrap gap-2">
          <InvitationActions invitation={invitation} />
        </div>
      )}
    </SectionCard>
  );
}

function ReviewActions({ detail }: { detail: ApplicationDetail }) {
  const row = detail.application;
  const [dialog, setDialog] = useState<'changes' | 'approve' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const approve = useApprove(
    row.id,
    () => {
      setRefusal(null);
      setDialog(null);
    },
    (reason) => {
      setRefusal(reason);
      setDialog(null);
    },
  );
  const mayRequest =
    row.state === 'submitted' || row.state === 'changes-requested' || row.state === 'approved';
  const mayApprove = row.state === 'submitted';
  return (
    <SectionCard
      title="Review"
      description={
        mayApprove
          ? 'Approve the application when everything is right, or send one task back with a message.'
          : row.state === 'changes-requested'
            ? 'Waiting for the new hire to make the changes and resubmit.'
            : row.state === 'approved'
              ? 'Approved: the new hire has been told they are all set.'
              : 'The new hire has not submitted yet.'
      }
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" disabled={!mayRequest} onClick={() => setDialog('changes')}>
          Request changes
        </Button>
        <Button disabled={!mayApprove} onClick={() => setDialog('approve')}>
          Approve
        </Button>
      </div>
      {refusal && mayApprove && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Not approved: {refusal}
        </p>
      )}
      {dialog === 'changes' && (
        <RequestChangesDialog
          applicationId={row.id}
          hireName={row.fullName || row.email}
          tasks={detail.tasks}
          onClose={() => setDialog(null)}
        />
      )}
      <ApproveDialog
        open={dialog === 'approve'}
        onOpenChange={(open) => setDialog(open ? 'approve' : null)}
        hireName={row.fullName || row.email}
        requiredTickets={detail.requiredTickets}
        isPending={approve.isPending}
        onApprove={(sighted) => approve.mutate(sighted)}
      />
    </SectionCard>
  );
}

/** Links that open in a new tab, each followed by a short line (when it was made or given). */
function LinkList({ items }: { items: { key: string; href: string; label: string; after: ReactNode }[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.key}>
          <a
            href={item.href}
            target="_blank"
            rel="noreferrer"
            className="inline-block min-h-11 content-center break-words text-brand-700 underline"
          >
            {item.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          <span className="text-sm text-slate-600">{item.after}</span>
        </li>
      ))}
    </ul>
  );
}

function Pdfs({ pdfs }: { pdfs: ApplicationDetail['pdfs'] }) {
  return (
    <SectionCard title="PDFs">
      {pdfs.length === 0 ? (
        <p className="text-sm text-slate-600">No PDFs yet: they are made when a task is signed.</p>
      ) : (
        <LinkList
          items={pdfs.map((pdf) => ({
            key: pdf.url,
            href: pdf.url,
            label: pdf.title,
            after: <DateTimeText value={pdf.createdAt} />,
          }))}
        />
      )}
    </SectionCard>
  );
}

/** What Fair Work needs shown: each statement the hire was given, the link they had, and when. */
function FairWorkStatements({ given }: { given: ApplicationDetail['fairWorkStatements'] }) {
  return (
    <SectionCard title="Fair Work statements">
      {given.length === 0 ? (
        <p className="text-sm text-slate-600">None given yet: they are given with the submission.</p>
      ) : (
        <LinkList
          items={given.map((statement) => ({
            key: statement.statement,
            href: statement.url,
            label: statement.title,
            after: (
              <>
                given <DateTimeText value={statement.givenAt} />: a link shown before submitting, and in the
                confirmation email
              </>
            ),
          }))}
        />
      )}
    </SectionCard>
  );
}

function History({ history }: { history: ApplicationDetail['history'] }) {
  return (
    <SectionCard title="History">
      {history.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing has happened yet.</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
          {history.map((event, index) => (
            <li key={`${event.kind}-${event.at}-${index}`} className="text-sm">
              <p className="font-semibold text-slate-900">
                {HISTORY_LABELS[event.kind]}
                {event.taskId && `: ${taskById(event.taskId).title}`}
                {(event.kind === 'licence-sighted' ||
                  event.kind === 'sent-to-payroll' ||
                  event.kind === 'employee-started' ||
                  event.kind === 'employee-ended') &&
                  event.message &&
                  `: ${event.message}`}
              </p>
              <p className="text-slate-600">
                <DateTimeText value={event.at} withSeconds />
                {event.actor && ` · ${event.actor}`}
              </p>
              {event.kind === 'changes-requested' && event.message && (
                <p className="mt-1 text-slate-800">“{event.message}”</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

function Deliveries({ deliveries }: { deliveries: ApplicationDetail['deliveries'] }) {
  return (
    <section aria-labelledby="application-deliveries" className="space-y-3">
      <h2 id="application-deliveries" className="text-xl font-semibold text-slate-900">
        Records system deliveries
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing delivered yet: a submission is delivered.</p>
      ) : (
        <DataTable
          label="Records system deliveries"
          columns={['Submission', 'Status', 'Tries', 'Last error', 'Delivered']}
        >
          {deliveries.map((d) => (
            <DataRow key={d.submissionId}>
              <DataCell label="Submission">
                {d.isResubmission ? 'Resubmission' : 'Submission'}
                <span className="block text-xs text-slate-600">
                  <DateTimeText value={d.submittedAt} />
                </span>
              </DataCell>
              <DataCell label="Status">
                <Badge tone={d.status === 'delivered' ? 'green' : d.status === 'failed' ? 'red' : 'amber'}>
                  {d.status.charAt(0).toUpperCase() + d.status.slice(1)}
                </Badge>
              </DataCell>
              <DataCell label="Tries">{d.attempts}</DataCell>
              <DataCell label="Last error">
                {d.lastError ? <span className="text-red-800">{d.lastError}</span> : none}
              </DataCell>
              <DataCell label="Delivered">{when(d.deliveredAt)}</DataCell>
            </DataRow>
          ))}
        </DataTable>
      )}
      {deliveries.some((d) => d.status === 'failed') && (
        <p className="text-sm">
          <Link
            href="/admin/deliveries"
            className="inline-block min-h-11 content-center text-brand-700 underline"
          >
            Retry on the Deliveries page
          </Link>
        </p>
      )}
    </section>
  );
}

/**
 * One application: its state, HR's actions, every task's answers, the PDFs, the Fair Work
 * statements given, history and deliveries.
 */
export function ApplicationDetailView({
  id,
  onRecordVevoCheck,
}: {
  id: string | null;
  /** Opens the VEVO check dialog (the page's, from Data Retention) for the roles that may record one. */
  onRecordVevoCheck?: (detail: ApplicationDetail) => void;
}) {
  const detail = useApplication(id);
  const session = useAdminSession();
  const role = session.data?.role;
  const mayAct = role ? canActOnApplications(role) : false;
  const back = (
    <Link
      href="/admin/applications"
      className="inline-block min-h-11 content-center text-brand-700 underline"
    >
      ← All applications
    </Link>
  );
  if (!id) {
    return (
      <div className="space-y-3">
        {back}
        <p role="alert" className="text-slate-800">
          This link does not name an application.
        </p>
      </div>
    );
  }
  if (detail.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading the application...
      </p>
    );
  }
  if (detail.isError) {
    return (
      <div className="space-y-3">
        {back}
        <LoadError what="application" onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const data = detail.data;
  return (
    <div className="space-y-4 sm:space-y-6">
      {back}
      <h2 className="text-xl font-semibold break-words text-slate-900">
        {data.application.fullName || data.application.email}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        <Summary detail={data} mayAct={mayAct} />
        {mayAct && <ReviewActions detail={data} />}
        <ApplicationEmployee detail={data} mayAct={mayAct} />
        <PayrollSetUp detail={data} mayMark={role ? canSetUpPayroll(role) : false} />
        <RightToWork
          detail={data}
          onRecord={
            onRecordVevoCheck && role && canRecordVevoCheck(role) ? () => onRecordVevoCheck(data) : undefined
          }
        />
        <ToDos detail={data} mayConfirm={mayAct} />
        <ApplicationEmployment detail={data} mayAct={mayAct} />
        <ApplicationCeis detail={data} mayAct={mayAct} />
      </div>
      <ApplicationTasks
        tasks={[...data.tasks, ...data.documents]}
        memberId={data.memberId}
        canReveal={data.canReveal}
        countersign={{ applicationId: data.application.id, mayAct }}
      />
      <ApplicationLicences licences={data.licences} requiredTickets={data.requiredTickets} />
      <Pdfs pdfs={data.pdfs} />
      <FairWorkStatements given={data.fairWorkStatements} />
      <History history={data.history} />
      <Deliveries deliveries={data.deliveries} />
    </div>
  );
}

/** 'Vietnamese (Tiếng Việt)': HR reads the English name, the hire's own beside it. */
function languageLabel(code: Language): string {
  const info = languageInfo(code);
  return code === 'en' ? info.englishName : `${info.englishName} (${info.name})`;
}
