import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { ApplicationDetail } from '../../../../shared/answers/applications';

type RequiredTickets = NonNullable<ApplicationDetail['requiredTickets']>;

/**
 * 'Approve this application?' (spec: HR's review), which asks HR to confirm having sighted each
 * ticket the hire's site requires (issue 40 item 2): one box per ticket, all ticked before Approve.
 * A ticket the hire has not given is named instead, and Approve stays off: it is sent back for.
 */
export function ApproveDialog({
  open,
  onOpenChange,
  hireName,
  requiredTickets,
  isPending,
  onApprove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hireName: string;
  requiredTickets: RequiredTickets | null;
  isPending: boolean;
  onApprove: (sightedLicenceIds: string[]) => void;
}) {
  const [sighted, setSighted] = useState<ReadonlySet<string>>(new Set());
  const tickets = requiredTickets?.tickets ?? [];
  const missing = tickets.filter((t) => t.licenceId === null);
  const held = tickets.flatMap((t) => (t.licenceId ? [{ ...t, licenceId: t.licenceId }] : []));
  const isAllSighted = missing.length === 0 && held.every((t) => sighted.has(t.licenceId));
  const toggle = (id: string, isChecked: boolean) =>
    setSighted((before) => {
      const next = new Set(before);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSighted(new Set());
        onOpenChange(next);
      }}
      title="Approve this application?"
      description={`${hireName} will be emailed that they are all set.`}
      confirmLabel="Approve Application"
      pendingLabel="Approving..."
      variant="primary"
      isPending={isPending}
      canConfirm={isAllSighted}
      onConfirm={() => onApprove(held.map((t) => t.licenceId))}
    >
      {requiredTickets && tickets.length > 0 && (
        <fieldset className="mt-2 space-y-1">
          <legend className="text-sm font-medium text-slate-900">
            {requiredTickets.site} requires {tickets.length === 1 ? 'this ticket' : 'these tickets'}
          </legend>
          {missing.map((t) => (
            <p key={t.code} role="alert" className="text-sm text-red-700">
              Not given: the {t.label}. Send Personal Information back for it before approving.
            </p>
          ))}
          {held.map((t) => (
            <CheckboxField
              key={t.licenceId}
              label={`I have sighted the hire's ${t.label}, number ${t.number ?? ''}`}
              checked={sighted.has(t.licenceId)}
              onChange={(event) => toggle(t.licenceId, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
