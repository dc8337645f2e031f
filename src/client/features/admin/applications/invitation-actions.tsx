import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { InvitationRow } from '../../../../shared/answers/applications';
import { isInvitationOpen, useResendInvitation, useWithdrawInvitation } from './applications-api';

/** Resend (a new link, the old one void) and Withdraw, while the hire has not opened the link. */
export function InvitationActions({ invitation }: { invitation: InvitationRow }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation(() => setIsConfirming(false));
  if (!isInvitationOpen(invitation.status)) return null;
  const who = <span className="sr-only"> the invitation of {invitation.fullName}</span>;
  return (
    <>
      <Button
        variant="outline"
        className="whitespace-nowrap"
        disabled={resend.isPending}
        onClick={() => resend.mutate(invitation)}
      >
        {resend.isPending ? 'Sending...' : 'Resend'}
        {who}
      </Button>
      <Button variant="danger-ghost" className="whitespace-nowrap" onClick={() => setIsConfirming(true)}>
        Withdraw{who}
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Withdraw the invitation?"
        description={`The link sent to ${invitation.email} will stop working. Opening it will say the invitation was withdrawn.`}
        confirmLabel="Withdraw Invitation"
        pendingLabel="Withdrawing..."
        isPending={withdraw.isPending}
        onConfirm={() => withdraw.mutate(invitation)}
      />
    </>
  );
}
