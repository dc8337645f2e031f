import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DetailList, type DetailRow } from '../../../components/ui/detail-list';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/format-date';
import { useTimeZone } from '../../../lib/use-time-zone';
import { formatDay } from '../../../lib/member-format';
import { choiceLabel, VEVO_RESULT_LABELS } from '../../../../shared/choice-labels';
import type { ApplicationDetail } from '../../../../shared/answers/applications';
import { usePayrollConnections } from '../settings/payroll-connections-api';
import { MarkPayrollSetUp, PayrollActions } from './payroll-panel';
import { PayrollPushStatus } from './send-to-payroll';
import { useConfirmSponsor } from './applications-api';

/** Payroll's part (issue 35 item 11): set up, or ready for payroll with its action. */
export function PayrollSetUp({ detail, mayMark }: { detail: ApplicationDetail; mayMark: boolean }) {
  const row = detail.application;
  const timeZone = useTimeZone();
  const connections = usePayrollConnections(mayMark && row.state === 'approved');
  const connected = connections.data?.connections.filter((c) => c.connected) ?? [];
  if (row.state !== 'approved') return null;
  const push = row.payrollPush;
  return (
    <SectionCard
      title="Payroll"
      description={
        row.payrollSetUpAt
          ? `Set up in payroll ${formatDateTime(row.payrollSetUpAt, timeZone)}${row.payrollSetUpBy ? ` by ${row.payrollSetUpBy}` : ''}.`
          : push?.state === 'sent'
            ? `Sent to ${push.name}.`
            : 'Approved and ready for payroll: not yet marked set up.'
      }
    >
      {push && (
        <div className="mb-3">
          <PayrollPushStatus push={push} />
        </div>
      )}
      {mayMark &&
        !connections.isPending &&
        (connected.length > 0 ? (
          <PayrollActions row={row} connected={connected} />
        ) : (
          row.readyForPayroll && <MarkPayrollSetUp row={row} />
        ))}
    </SectionCard>
  );
}

/**
 * The hire's work rights and the employer's latest VEVO check (issue 35 item 12), recorded from
 * here with Data Retention's dialog (`onRecord`, for the roles that may).
 */
export function RightToWork({ detail, onRecord }: { detail: ApplicationDetail; onRecord?: () => void }) {
  const rights = detail.rightToWork;
  const timeZone = useTimeZone();
  if (!rights) return null;
  const check = rights.vevoCheck;
  const rows: DetailRow[] = [
    ['Visa holder', rights.isVisaHolder ? 'Yes' : 'No'],
    [
      'VEVO check',
      check ? (
        <>
          {`${formatDay(check.checkedOn)}: ${choiceLabel(VEVO_RESULT_LABELS, check.result)} (ref ${check.reference}, ${check.officer})`}
          {check.conditions ? `; conditions ${check.conditions}` : ''}
          {check.result === 'no-work-rights' && (
            <>
              {' '}
              <Badge tone="red">No work rights</Badge>
            </>
          )}
        </>
      ) : rights.needsVevoCheck ? (
        <Badge tone="red">Visa: VEVO check needed</Badge>
      ) : (
        'None recorded'
      ),
    ],
  ];
  if (check) rows.push(['Recorded', `${formatDateTime(check.recordedAt, timeZone)} by ${check.recordedBy}`]);
  return (
    <SectionCard title="Right to work">
      <DetailList rows={rows} />
      {onRecord && (rights.isVisaHolder || check) && (
        <Button variant="outline" className="mt-4" onClick={onRecord}>
          Record VEVO check
        </Button>
      )}
    </SectionCard>
  );
}

/** Flags that stop the hire working: shown in red. */
const RED_TO_DOS = new Set(['no-work-rights', 'visa-expired', 'visa-without-vevo']);

/**
 * What HR or payroll must act on, read today (the submission email's 'To do'): work rights, the
 * visa's conditions, tax and super (issue 40 item 4). The sponsor condition (8607/8107) is
 * confirmed here by the roles that act on applications, and then says who confirmed it and when.
 */
export function ToDos({ detail, mayConfirm }: { detail: ApplicationDetail; mayConfirm: boolean }) {
  const timeZone = useTimeZone();
  const confirm = useConfirmSponsor(detail.application.id);
  if (detail.toDos.length === 0) return null;
  return (
    <SectionCard title="To do" description="What HR or payroll must act on for this hire.">
      <ul className="space-y-3">
        {detail.toDos.map((item) => (
          <li key={item.id + item.text} className="space-y-2">
            <p className="text-slate-800">
              {RED_TO_DOS.has(item.id) && (
                <>
                  <Badge tone="red">Work rights</Badge>{' '}
                </>
              )}
              {item.text}
            </p>
            {item.confirmation !== undefined &&
              (item.confirmation ? (
                <p className="text-sm text-slate-600">
                  Sponsor confirmed {formatDateTime(item.confirmation.at, timeZone)} by {item.confirmation.by}
                  .
                </p>
              ) : (
                mayConfirm && (
                  <Button
                    variant="outline"
                    disabled={confirm.isPending}
                    onClick={() => confirm.mutate(undefined)}
                  >
                    {confirm.isPending ? 'Confirming...' : 'Confirm we are the sponsor'}
                  </Button>
                )
              ))}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
