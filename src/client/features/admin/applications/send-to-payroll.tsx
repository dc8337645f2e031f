import { useState } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DayText } from '../../../components/ui/date-time-text';
import type { ApplicationRow } from '../../../../shared/answers/applications';
import type { PayrollConnection, PayrollPush } from '../../../../shared/answers/payroll';
import type { PayrollPushState } from '../../../../shared/payroll';
import { useSendToPayroll } from './applications-api';

const PUSH_LABELS: Record<PayrollPushState, string> = {
  pending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent',
};
const PUSH_TONES: Record<PayrollPushState, BadgeTone> = { pending: 'amber', sent: 'green', failed: 'red' };

/** Where the hire's latest push is: sending, sent (with the system's employee id) or not sent. */
export function PayrollPushStatus({ push }: { push: PayrollPush }) {
  return (
    <div className="space-y-1">
      <Badge tone={PUSH_TONES[push.state]}>{PUSH_LABELS[push.state]}</Badge>
      <span className="block text-xs text-slate-600">{push.name}</span>
      {push.employeeId && (
        <span className="block text-sm text-slate-900">
          Employee id <span className="font-mono font-semibold">{push.employeeId}</span>
        </span>
      )}
      {push.state === 'sent' && push.sentAt && (
        <span className="block text-xs text-slate-600">
          <DayText value={push.sentAt} />
        </span>
      )}
      {push.state === 'failed' && (
        <span className="block text-xs text-slate-600">
          Why is in Deliveries (HR and owners). Send again to retry.
        </span>
      )}
    </div>
  );
}

/**
 * 'Send to payroll', confirmed: the first send creates the employee in the payroll system, a later
 * one updates that employee. While a send is under way there is nothing to press.
 */
export function SendToPayroll({ row, connection }: { row: ApplicationRow; connection: PayrollConnection }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const send = useSendToPayroll(() => setIsConfirming(false));
  const push = row.payrollPush?.system === connection.system ? row.payrollPush : null;
  if (push?.state === 'pending') return null;
  const name = row.fullName || row.email;
  const employeeId = push?.employeeId;
  const label = push ? 'Send again' : `Send to ${connection.name}`;
  return (
    <>
      <Button
        className="whitespace-nowrap"
        variant={push ? 'outline' : 'primary'}
        onClick={() => setIsConfirming(true)}
      >
        {label}
        <span className="sr-only">
          {' '}
          {push ? `to ${connection.name} ` : ''}for {name}
        </span>
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={`Send ${name} to ${connection.name}?`}
        description={
          employeeId
            ? `Employee ${employeeId} in ${connection.name} is updated with the details HR approved. No second employee is created.`
            : `${name} is created as an employee in ${connection.name} with their personal, tax, bank and super details and the employment details HR gave. The employee id it gives shows here.`
        }
        confirmLabel="Send"
        pendingLabel="Sending..."
        variant="primary"
        isPending={send.isPending}
        onConfirm={() => send.mutate({ id: row.id, system: connection.system })}
      />
    </>
  );
}
