import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useConfig } from '../../../lib/use-config';
import type { InvitationRow } from '../../../../shared/answers/applications';
import {
  isInvitationOpen,
  useResendInvitation,
  useTextInvitation,
  useWithdrawInvitation,
} from './applications-api';
import { InvitationQrDialog } from './invitation-qr-dialog';

/**
 * Resend (a new link, the old one void) and Withdraw, while the hire has not opened the link; and
 * for a hire in the site office, Show QR code and, when the install sends SMS, Send by SMS
 * (decision 114): each a new link, the one before void.
 */
export function InvitationActions({ invitation }: { invitation: InvitationRow }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isShowingQr, setIsShowingQr] = useState(false);
  const resend = useResendInvitation();
  const text = useTextInvitation();
  const withdraw = useWithdrawInvitation(() => setIsConfirming(false));
  const smsInvitations = useConfig()?.smsInvitations === true;
  const noMobileId = useId();
  if (!isInvitationOpen(invitation.status)) return null;
  const who = <span className="sr-only"> the invitation of {invitation.fullName}</span>;
  const hasMobile = invitation.mobile !== '';
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
      <Button variant="outline" className="whitespace-nowrap" onClick={() => setIsShowingQr(true)}>
        Show QR code<span className="sr-only"> for the invitation of {invitation.fullName}</span>
      </Button>
      {smsInvitations && (
        <>
          <Button
            variant="outline"
            className="whitespace-nowrap"
            disabled={!hasMobile || text.isPending}
            aria-describedby={hasMobile ? undefined : noMobileId}
            onClick={() => text.mutate(invitation)}
          >
            {text.isPending ? 'Sending...' : 'Send by SMS'}
            {who}
          </Button>
          {!hasMobile && (
            <span id={noMobileId} className="basis-full text-xs text-slate-600">
              No mobile was given with this invitation, so it cannot go by SMS.
            </span>
          )}
        </>
      )}
      <Button variant="danger-ghost" className="whitespace-nowrap" onClick={() => setIsConfirming(true)}>
        Withdraw{who}
      </Button>
      <InvitationQrDialog invitation={invitation} open={isShowingQr} onOpenChange={setIsShowingQr} />
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
